/**
 * The message subscription page: every system message, grouped by category, with a checkbox per
 * enabled channel (the site message channel is always on) and its receivers. A checkbox PATCHes
 * the message's channels, the receivers dialog its users.
 */
import '../../../i18n/areas/settings';
import EditIcon from '@mui/icons-material/Edit';
import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { languageKey } from '../../../dataProvider/schema';
import { LoadError } from '../../components/LoadError';
import { errorNotice, noticeArgs } from '../../components/notice';
import {
  messageBackends,
  messageSubscriptions,
  receiverChoices,
  setSubscription,
  type Subscription,
  type SubscriptionCategory as Category,
} from './api';

type Receiver = Subscription['receivers'][number];

const SITE_MESSAGE = 'site_msg';

/** One of the page's reads, in the server's language (its labels are the server's). */
function useLoaded<T>(name: string, read: (dp: JmsDataProvider) => Promise<T>) {
  const dataProvider = useDataProvider<JmsDataProvider>();
  return useQuery<T>({
    queryKey: ['jms', 'subscriptions', name, languageKey()],
    queryFn: () => read(dataProvider),
    retry: false,
  });
}

function ReceiversDialog({
  subscription,
  onClose,
  onSave,
}: {
  subscription: Subscription;
  onClose(): void;
  onSave(ids: string[]): Promise<void>;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [chosen, setChosen] = useState<Receiver[]>(() =>
    subscription.receivers.filter((r) => subscription.users.includes(String(r.id))),
  );
  const [search, setSearch] = useState('');
  const { data: options = [], isFetching } = useQuery({
    queryKey: ['jms', 'subscriptions', 'users', search],
    queryFn: async () =>
      (await receiverChoices(dataProvider, search)).map((u) => ({
        id: String(u.id),
        name: `${String(u.name)}(${String(u.username)})`,
      })),
  });
  const [saving, setSaving] = useState(false);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {translate('settings.message.edit_receivers')}: {subscription.message_type_label}
      </DialogTitle>
      <DialogContent>
        <Autocomplete
          multiple
          options={options}
          value={chosen}
          loading={isFetching}
          filterOptions={(x) => x}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          getOptionLabel={(o) => o.name}
          onChange={(_, value) => setChosen(value)}
          onInputChange={(_, value) => setSearch(value)}
          renderInput={(params) => (
            <TextField {...params} label={translate('settings.message.receivers')} sx={{ mt: 1 }} />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={saving}
          onClick={async () => {
            setSaving(true);
            await onSave(chosen.map((r) => r.id)).finally(() => setSaving(false));
          }}
        >
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function MessageSubscriptions() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const queryClient = useQueryClient();
  const subscriptions = useLoaded('messages', messageSubscriptions);
  const backends = useLoaded('backends', messageBackends);
  const [editing, setEditing] = useState<Subscription | null>(null);

  const patch = async (sub: Subscription, body: Parameters<typeof setSubscription>[2]) => {
    try {
      const updated = await setSubscription(dataProvider, sub.message_type, body);
      queryClient.setQueryData<Category[]>(
        ['jms', 'subscriptions', 'messages', languageKey()],
        (old) =>
          old?.map((c) => ({
            ...c,
            children: c.children.map((s) =>
              s.message_type === updated.message_type ? updated : s,
            ),
          })),
      );
      notify('pages.notify.updated', { type: 'success' });
    } catch (e) {
      notify(...noticeArgs(errorNotice(e, 'pages.notify.request_failed'), 'error'));
    }
  };

  const toggle = (sub: Subscription, backend: string, on: boolean) =>
    patch(sub, {
      receive_backends: on
        ? [...sub.receive_backends, backend]
        : sub.receive_backends.filter((b) => b !== backend),
    });

  const error = subscriptions.error ?? backends.error;
  if (error)
    return (
      <LoadError
        error={error}
        onRetry={() => Promise.all([subscriptions.refetch(), backends.refetch()])}
      />
    );
  if (!subscriptions.data || !backends.data) {
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <CircularProgress size={24} aria-label={translate('app.loading')} />
      </Box>
    );
  }
  const channels = backends.data;
  return (
    <>
      {/* Hand-drawn: messages grouped by category, one checkbox per channel; not a list of rows. */}
      <Table size="small" aria-label={translate('routes.pages.settings.message')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('settings.message.type')}</TableCell>
            {channels.map((b) => (
              <TableCell key={b.name} align="center">
                {b.name_display}
              </TableCell>
            ))}
            <TableCell>{translate('settings.message.receivers')}</TableCell>
            <TableCell>{translate('settings.message.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {subscriptions.data.flatMap((category) => [
            <TableRow key={category.category} sx={{ bgcolor: 'action.hover' }}>
              <TableCell colSpan={channels.length + 3}>
                <Typography variant="subtitle2" component="span">
                  {category.category_label}
                </Typography>
              </TableCell>
            </TableRow>,
            ...category.children.map((sub) => (
              <TableRow key={sub.message_type}>
                <TableCell sx={{ pl: 4 }}>{sub.message_type_label}</TableCell>
                {channels.map((b) => (
                  <TableCell key={b.name} align="center" padding="checkbox">
                    <Checkbox
                      checked={b.name === SITE_MESSAGE || sub.receive_backends.includes(b.name)}
                      disabled={b.name === SITE_MESSAGE}
                      onChange={(e) => toggle(sub, b.name, e.target.checked)}
                      slotProps={{
                        input: { 'aria-label': `${sub.message_type_label}: ${b.name_display}` },
                      }}
                    />
                  </TableCell>
                ))}
                <TableCell sx={{ maxWidth: 280 }}>
                  <Tooltip title={sub.receivers.map((r) => r.name).join(', ')}>
                    <Typography variant="body2" noWrap>
                      {sub.receivers.length
                        ? sub.receivers.map((r) => r.name).join(', ')
                        : translate('app.value.empty')}
                    </Typography>
                  </Tooltip>
                </TableCell>
                <TableCell>
                  <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(sub)}>
                    {translate('settings.message.edit_receivers')}
                  </Button>
                </TableCell>
              </TableRow>
            )),
          ])}
        </TableBody>
      </Table>
      {editing && (
        <ReceiversDialog
          subscription={editing}
          onClose={() => setEditing(null)}
          onSave={async (ids) => {
            await patch(editing, { users: ids });
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
