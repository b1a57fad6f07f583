/**
 * The system settings pages (settings/<section>): forms over the settings categories (each read
 * and saved by category), in tabs where the page has several (the tab is kept in
 * `?activeTab=` and the activeTab cookie), and the pages that are not forms. What each section
 * holds is in settings/sections.tsx.
 */
import { Title, useTranslate } from 'react-admin';
import { TabbedPage } from '../../shell/layout/tabs/TabbedPage';
import { useShell } from '../../shell/ShellContext';
import { SETTINGS_SECTIONS, settingsForm, tabHidden } from './sections';

function Section({ section }: { section: string }) {
  const { settings, profile } = useShell();
  const s = SETTINGS_SECTIONS[section];
  if (!s) return null;
  switch (s.kind) {
    case 'form':
      return settingsForm(s.form);
    case 'page':
      return s.render();
    case 'tabs':
      return (
        <TabbedPage
          defaultTab={s.defaultTab}
          tabs={s.tabs.map((t) => ({
            name: t.name,
            title: t.title,
            hidden: tabHidden(t, settings, Boolean(profile.is_superuser)),
            content: settingsForm(t),
          }))}
        />
      );
  }
}

export default function SettingsPage({ section }: { section: string }) {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate(`routes.pages.settings.${section}`)} />
      <Section key={section} section={section} />
    </>
  );
}
