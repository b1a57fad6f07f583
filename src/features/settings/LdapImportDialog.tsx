/**
 * "Import users" of the LDAP settings: the directory's users from the server's cache (searched,
 * paged, already-imported ones marked), "Sync now" restarting the background sync and following
 * it until the cache is filled, and the import of the selected users into each chosen
 * organisation (one call per organisation), with each user's result per organisation.
 */
import '../../../i18n/areas/acls';
import { FixedPagination } from '../../components/FixedPagination';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import SyncIcon from '@mui/icons-material/Sync';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { JmsHttpError, type JmsDataProvider } from '../../../dataProvider';
import { errorText as serverText } from '../../../dataProvider/errors';
import { ORG_ROOT, ORG_SYSTEM } from '../../../authProvider/orgs';
import { LoadError } from '../../components/LoadError';
import { submitErrorLines } from '../../components/SubmitError';
import { useErrorText } from '../../components/notice';
import { usePublicSettings } from '../../shell/layout/shellData';
import {
  importLdapUsers,
  LDAP_PAGE_SIZE,
  LDAP_SYNC_POLL_MS,
  ldapUsers,
  organisations,
  refreshLdapCache,
  type LdapUserRow,
  type Org,
} from './api';

type Page =
  | { state: 'loading' }
  | { state: 'syncing'; message: string }
  | { state: 'error'; error: unknown }
  | { state: 'ready'; rows: LdapUserRow[]; count: number };

/** What one organisation's import call answered: the server's message, or its failure. */
interface OrgImportResult {
  org: Org;
  ok: boolean;
  message: string;
}

export function LdapImportButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<GroupAddIcon />} onClick={() => setOpen(true)} sx={{ ml: 1 }}>
        {translate('acls.ldap.import')}
      </Button>
      {open && <LdapImportDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function useOrgs(): Org[] {
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [orgs, setOrgs] = useState<Org[]>([]);
  useEffect(() => {
    let live = true;
    organisations(dataProvider)
      .then((list) => {
        // Users are imported into real organisations, never the global view or System.
        if (live) setOrgs(list.filter((o) => o.id !== ORG_ROOT && o.id !== ORG_SYSTEM));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [dataProvider]);
  return orgs;
}

export function LdapImportDialog({ onClose }: { onClose(): void }) {
  const translate = useTranslate();
  const errorText = useErrorText();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const settings = usePublicSettings();
  const orgs = useOrgs();
  const [pageNo, setPageNo] = useState(0);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState<Page>({ state: 'loading' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [chosenOrgs, setChosenOrgs] = useState<Org[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<{ users: string[]; orgs: OrgImportResult[] } | null>(null);
  const [reload, setReload] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The chosen organisations default to the LDAP sync organisation (Lina's import dialog).
  const defaultOrg = orgs.find((o) => o.id === settings.AUTH_LDAP_SYNC_ORG_ID);
  const targetOrgs = chosenOrgs ?? (defaultOrg ? [defaultOrg] : []);

  useEffect(() => {
    const t = setTimeout(() => {
      setQuery(search.trim());
      setPageNo(0);
    }, 400);
    return () => clearTimeout(t);
  }, [search]);

  useEffect(() => {
    let live = true;
    clearTimeout(timer.current);
    ldapUsers(dataProvider, { page: pageNo + 1, perPage: LDAP_PAGE_SIZE }, query).then(
      (answer) => {
        if (!live) return;
        const rows = Array.isArray(answer) ? answer : answer.results;
        setPage({
          state: 'ready',
          rows,
          count: Array.isArray(answer) ? rows.length : answer.count,
        });
      },
      (e: unknown) => {
        if (!live) return;
        if (e instanceof JmsHttpError && e.status === 409) {
          // The directory is being synchronised (the server says so): ask again until it is done.
          setPage({
            state: 'syncing',
            message: serverText(e.body) || translate('acls.ldap.syncing'),
          });
          timer.current = setTimeout(() => setReload((n) => n + 1), LDAP_SYNC_POLL_MS);
        } else setPage({ state: 'error', error: e });
      },
    );
    return () => {
      live = false;
    };
  }, [dataProvider, pageNo, query, translate, reload]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const syncNow = async () => {
    setPage({ state: 'loading' });
    try {
      await refreshLdapCache(dataProvider);
    } catch (e) {
      setPage({ state: 'error', error: e });
      return;
    }
    setReload((n) => n + 1);
  };

  const importSelected = async () => {
    const users = [...selected];
    setBusy(true);
    const done: OrgImportResult[] = [];
    for (const org of targetOrgs) {
      try {
        const answer = await importLdapUsers(dataProvider, org.id, users);
        done.push({ org, ok: true, message: answer?.msg ?? '' });
      } catch (e) {
        // A refused import says why (a 400's field messages), as every special form does.
        done.push({ org, ok: false, message: submitErrorLines(e).join('; ') || errorText(e) });
      }
    }
    setResults({ users, orgs: done });
    // A failure keeps the users picked, so Import tries again without picking them anew.
    if (done.every((r) => r.ok)) setSelected(new Set());
    setBusy(false);
    setReload((n) => n + 1);
  };

  const toggle = (username: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(username)) next.delete(username);
      else next.add(username);
      return next;
    });

  const rows = page.state === 'ready' ? page.rows : [];
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.username));
  const col = (name: string) => translate(`acls.ldap.columns.${name}`);

  return (
    // As wide as its table (five columns, group DNs among them): no sideways scrolling at 1440 px.
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="ldap-import-title">
      <DialogTitle id="ldap-import-title">{translate('acls.ldap.title')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ pt: 1, mb: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            type="search"
            label={translate('acls.ldap.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Button
            startIcon={<SyncIcon />}
            onClick={syncNow}
            disabled={page.state === 'loading' || page.state === 'syncing'}
          >
            {translate('acls.ldap.sync')}
          </Button>
        </Stack>
        {(page.state === 'loading' || page.state === 'syncing') && (
          <Box role="status" sx={{ my: 2 }}>
            <LinearProgress aria-label={translate('acls.ldap.syncing')} />
            {page.state === 'syncing' && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {page.message}
              </Typography>
            )}
          </Box>
        )}
        {page.state === 'error' && (
          <LoadError error={page.error} onRetry={() => setReload((n) => n + 1)} sx={{ my: 1 }} />
        )}
        {page.state === 'ready' && (
          <>
            {/* Hand-drawn: rows are selected across pages for an import, and results follow. */}
            <Table size="small" aria-label={translate('acls.ldap.title')}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allOnPage}
                      onChange={() =>
                        setSelected((prev) => {
                          const next = new Set(prev);
                          rows.forEach((r) =>
                            allOnPage ? next.delete(r.username) : next.add(r.username),
                          );
                          return next;
                        })
                      }
                      slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
                    />
                  </TableCell>
                  {['username', 'name', 'email', 'groups', 'existing'].map((c) => (
                    <TableCell key={c}>{col(c)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>{translate('acls.ldap.empty')}</TableCell>
                  </TableRow>
                )}
                {rows.map((r) => (
                  <TableRow key={r.id} hover selected={selected.has(r.username)}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(r.username)}
                        onChange={() => toggle(r.username)}
                        slotProps={{ input: { 'aria-label': r.username } }}
                      />
                    </TableCell>
                    <TableCell>{r.username}</TableCell>
                    <TableCell>{r.name}</TableCell>
                    <TableCell>{r.email}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {r.groups.map((g, i) => (
                        <div key={i}>{g}</div>
                      ))}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={r.existing ? 'success' : 'default'}
                        label={translate(
                          r.existing ? 'acls.ldap.existing' : 'acls.ldap.not_existing',
                        )}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <FixedPagination
              count={page.count}
              page={pageNo}
              pageSize={LDAP_PAGE_SIZE}
              onPageChange={setPageNo}
            />
          </>
        )}
        <Autocomplete<Org, true>
          multiple
          options={orgs}
          value={targetOrgs}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, next) => setChosenOrgs(next)}
          renderInput={(params) => <TextField {...params} label={translate('acls.ldap.orgs')} />}
          sx={{ mt: 2 }}
        />
        {results && (
          <Box sx={{ mt: 2 }} aria-label={translate('acls.ldap.result_title')} role="region">
            <Typography variant="subtitle2">{translate('acls.ldap.result_title')}</Typography>
            {results.orgs.map((r) => (
              <Alert key={r.org.id} severity={r.ok ? 'success' : 'error'} sx={{ my: 0.5 }}>
                {r.message || r.org.name}
              </Alert>
            ))}
            <List dense disablePadding>
              {results.users.map((u) => (
                <ListItem key={u} divider sx={{ gap: 2 }}>
                  <ListItemText primary={u} sx={{ flex: '0 0 auto', minWidth: 160 }} />
                  <Box>
                    {results.orgs.map((r) => (
                      <Chip
                        key={r.org.id}
                        size="small"
                        color={r.ok ? 'success' : 'error'}
                        sx={{ mr: 0.5 }}
                        label={translate(r.ok ? 'acls.ldap.result_ok' : 'acls.ldap.result_failed', {
                          org: r.org.name,
                        })}
                      />
                    ))}
                  </Box>
                </ListItem>
              ))}
            </List>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        <Button
          variant="contained"
          onClick={importSelected}
          disabled={busy || selected.size === 0 || targetOrgs.length === 0}
        >
          {translate('acls.ldap.import_selected', { smart_count: selected.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
