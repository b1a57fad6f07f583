/**
 * react-admin's LoadingIndicator (its refresh button, a spinner in its place while loading), but
 * quiet while only live lists or reads ahead fetch in the background (docs/shell.md §7.13), and a
 * click on the spinner still reaches the refresh button under it.
 */
import { Box, CircularProgress } from '@mui/material';
import { RefreshIconButton } from 'react-admin';
import { usePageBusy } from '../../../components/list/useLiveRefresh';

export function HeaderLoading({ label }: { label: string }) {
  const busy = usePageBusy();
  return (
    <Box className="RaLoadingIndicator-root" sx={{ position: 'relative' }}>
      <RefreshIconButton sx={busy ? { opacity: 0 } : undefined} />
      {busy && (
        <CircularProgress
          className="app-loader RaLoadingIndicator-loader"
          color="inherit"
          size={16}
          thickness={6}
          aria-label={label}
          sx={{ position: 'absolute', top: '30%', left: '30%', pointerEvents: 'none' }}
        />
      )}
    </Box>
  );
}
