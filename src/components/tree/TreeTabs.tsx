/** The side tree's head: a tab per tree (or the one tree's name) and the button hiding the panel. */
import '../../../i18n/areas/tree';
import { IconButton, Stack, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import { useTranslate } from 'react-admin';
import type { TreeSpec } from '../../../resources/vocabulary';

export function TreeTabs({
  trees,
  current,
  onChange,
  onHide,
}: {
  trees: readonly TreeSpec[];
  current: TreeSpec;
  onChange(name: string): void;
  onHide(): void;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" alignItems="center">
      {trees.length > 1 ? (
        <Tabs
          value={current.name}
          onChange={(_, name: string) => onChange(name)}
          variant="scrollable"
          // Both tab names fit the panel's default width in each language.
          sx={{
            flex: 1,
            minHeight: 36,
            '& .MuiTab-root': {
              minHeight: 36,
              minWidth: 0,
              px: 1,
              textTransform: 'none',
              fontSize: '0.8125rem',
            },
          }}
        >
          {trees.map((t) => (
            <Tab key={t.name} value={t.name} label={translate(t.label)} />
          ))}
        </Tabs>
      ) : (
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {translate(current.label)}
        </Typography>
      )}
      <Tooltip title={translate('tree.hide')}>
        <IconButton size="small" aria-label={translate('tree.hide')} onClick={onHide}>
          <ChevronLeftIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
