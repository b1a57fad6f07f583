/**
 * A page made of tabs (docs/shell.md §6.5). It opens on the tab named by `?activeTab=`, else by the
 * `activeTab` cookie, else `defaultTab`, else the first visible one. Choosing a tab remembers it in
 * the cookie for a day and drops `activeTab` from the address. Tabs can be hidden, disabled, or
 * carry an icon.
 */
import { Box, Tab, Tabs } from '@mui/material';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router';
import { ACTIVE_TAB, rememberedTab, rememberTab, resolveActiveTab } from './activeTab';

export interface PageTab {
  /** Stable name: what the query parameter and the cookie hold. */
  name: string;
  /** i18n key. */
  title: string;
  icon?: ReactElement;
  hidden?: boolean;
  disabled?: boolean;
  content: ReactNode;
}

export function TabbedPage({
  tabs,
  defaultTab,
}: {
  tabs: readonly PageTab[];
  defaultTab?: string;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<string | undefined>(() =>
    resolveActiveTab(tabs, [params.get(ACTIVE_TAB), rememberedTab(), defaultTab]),
  );
  // A tab that became hidden or disabled gives way to the next candidate.
  const active = resolveActiveTab(tabs, [chosen, defaultTab]);
  const visible = tabs.filter((t) => !t.hidden);

  const choose = (name: string) => {
    setChosen(name);
    rememberTab(name);
    if (params.has(ACTIVE_TAB)) {
      const rest = new URLSearchParams(params);
      rest.delete(ACTIVE_TAB);
      const qs = rest.toString();
      navigate({ search: qs ? `?${qs}` : '' });
    }
  };

  return (
    <Box>
      <Tabs
        value={active ?? false}
        onChange={(_, name: string) => choose(name)}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {visible.map((t) => (
          <Tab
            key={t.name}
            value={t.name}
            label={translate(t.title, { _: t.title })}
            icon={t.icon}
            iconPosition="start"
            disabled={t.disabled}
            id={`tab-${t.name}`}
            aria-controls={`tabpanel-${t.name}`}
            sx={{ minHeight: 48, textTransform: 'none' }}
          />
        ))}
      </Tabs>
      {visible.map((t) =>
        t.name === active ? (
          <Box
            key={t.name}
            role="tabpanel"
            id={`tabpanel-${t.name}`}
            aria-labelledby={`tab-${t.name}`}
          >
            {t.content}
          </Box>
        ) : null,
      )}
    </Box>
  );
}
