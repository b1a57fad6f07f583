/**
 * A secret (docs/shell.md §7.6): masked until shown; show, copy, download and edit. A secret the
 * list does not carry (an account's, catalogue "View secret") is fetched from the field's `url`
 * when first needed, behind the user-confirm dialog (the server asks for MFA), and only for holders
 * of the field's `perm`.
 */
import { useState, type ReactNode } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router';
import { rowActions } from '../../../authProvider/access';
import { useAccessContext } from '../../../authProvider/hooks';
import { hasPerm } from '../../../authProvider/permissions';
import { type JmsDataProvider } from '../../../dataProvider';
import { isConfirmCancelled, useUserConfirm } from '../confirm/useUserConfirm';
import { hasScreen, resourcePath } from '../resource/paths';
import { valueUrl, type CellProps } from './cellProps';
import { errorNotice, noticeArgs } from '../notice';

export const SECRET_MASK = '******';

function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}

/** The secret: the record's own, else fetched once from the field's URL behind the confirm. */
function useSecret(props: CellProps) {
  const { record, source, override } = props;
  const dataProvider = useDataProvider<JmsDataProvider>();
  const confirmed = useUserConfirm();
  const notify = useNotify();
  const ctx = useAccessContext();
  const [fetched, setFetched] = useState<string | null>(null);
  const own = record[source];
  const carried = typeof own === 'string' && own !== '' ? own : null;
  const url = valueUrl(props);
  const fetchable = !!url && (!override.perm || hasPerm(ctx.perms, override.perm));
  const secret = carried ?? fetched;
  const get = async (): Promise<string | null> => {
    if (secret !== null) return secret;
    if (!fetchable) return null;
    try {
      // Silent: the first answer may be the server asking for a confirmation, not an error.
      const body = await confirmed(() =>
        dataProvider.getAt<Record<string, unknown>>(url!, { silent: true }),
      );
      const value = body[source];
      const text = value === null || value === undefined ? '' : String(value);
      setFetched(text);
      return text;
    } catch (e) {
      if (!isConfirmCancelled(e)) notify(...noticeArgs(errorNotice(e), 'error'));
      return null;
    }
  };
  return { secret, available: carried !== null || fetchable, get };
}

export function SecretCell(props: CellProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const location = useLocation();
  const ctx = useAccessContext();
  const [shown, setShown] = useState(false);
  const { secret, available, get } = useSecret(props);
  const { record, descriptor, source } = props;
  if (!available) return <>{props.override.url ? SECRET_MASK : translate('app.value.empty')}</>;
  const name = String(record[descriptor.recordRepresentation ?? 'name'] ?? record.id ?? '');
  const editable =
    record.id !== undefined &&
    hasScreen(descriptor, 'edit') &&
    rowActions(descriptor, ctx, record).find((a) => a.name === 'update')?.availability ===
      'enabled';
  const withSecret = (use: (text: string) => void) => () =>
    void get().then((text) => text !== null && use(text));
  const action = (label: string, icon: ReactNode, onClick?: () => void, to?: string) => (
    <Tooltip title={translate(label)}>
      {to ? (
        <IconButton
          size="small"
          aria-label={`${translate(label)} ${name}`}
          component={Link}
          to={to}
        >
          {icon}
        </IconButton>
      ) : (
        <IconButton size="small" aria-label={`${translate(label)} ${name}`} onClick={onClick}>
          {icon}
        </IconButton>
      )}
    </Tooltip>
  );
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} component="span">
      <span
        style={{
          fontFamily: 'monospace',
          ...(shown
            ? { wordBreak: 'break-all', whiteSpace: 'pre-wrap' }
            : { whiteSpace: 'nowrap' }),
        }}
      >
        {shown && secret !== null ? secret || translate('app.value.empty') : SECRET_MASK}
      </span>
      {shown
        ? action('pages.secret.hide', <VisibilityOffIcon fontSize="inherit" />, () =>
            setShown(false),
          )
        : action(
            'pages.secret.show',
            <VisibilityIcon fontSize="inherit" />,
            withSecret(() => setShown(true)),
          )}
      {action(
        'pages.secret.copy',
        <ContentCopyIcon fontSize="inherit" />,
        withSecret((text) => {
          void navigator.clipboard
            ?.writeText(text)
            .then(() => notify('pages.secret.copied', { type: 'success', autoHideDuration: 1000 }));
        }),
      )}
      {action(
        'pages.secret.download',
        <DownloadIcon fontSize="inherit" />,
        withSecret((text) => download(`${name || source}-${source}.txt`, text)),
      )}
      {editable &&
        action(
          'pages.secret.edit',
          <EditIcon fontSize="inherit" />,
          undefined,
          `${resourcePath(descriptor, 'edit', record.id as string)}${location.search}`,
        )}
    </Stack>
  );
}
