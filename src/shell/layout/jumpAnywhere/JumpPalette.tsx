/**
 * Jump anywhere (docs/shell.md §6.7): one box over every page this user may open and the records
 * of the main lists. The focus stays in the box (ARIA 1.2 combobox): the arrows move the
 * highlighted option, its active descendant; Enter opens it; Escape closes. Loaded when first
 * opened (JumpButton).
 */
import '../../../../i18n/areas/jumpPalette';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Dialog, InputBase, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useDataProvider, useStore, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router';
import { silent } from '../../../../dataProvider';
import { useDebouncedValue } from '../../../components/inputs/useDebouncedValue';
import { LoadError } from '../../../components/LoadError';
import { routeFor } from '../../links';
import { useShell } from '../../ShellContext';
import { openInNewTab } from '../popup';
import { translateTitle } from '../titles';
import {
  addRecent,
  matchPages,
  MIN_SEARCH_LENGTH,
  pageDestinations,
  recentsKey,
  recordLabel,
  RECORDS_PER_RESOURCE,
  searchedResources,
  shownRecents,
  type PageDestination,
  type Recent,
  type SearchedResource,
} from './destinations';

/** Records are asked once typing pauses this long. */
export const JUMP_DEBOUNCE_MS = 250;
/** Pages listed for typed text (the empty box lists them all). */
const PAGES_SHOWN = 12;

interface Option {
  key: string;
  label: string;
  hint?: string;
  /** Where it leads, also kept as a recent destination. */
  recent: Recent;
  external?: boolean;
}

interface Section {
  key: string;
  title: string;
  options: Option[];
}

function pageOption(page: PageDestination, label: (key: string) => string): Option {
  return {
    key: `page:${page.to}`,
    label: label(page.title),
    hint: page.trail.map(label).join(' › '),
    recent: { kind: 'page', to: page.to },
    external: page.external,
  };
}

function recordOption(s: SearchedResource, record: RaRecord): Option | null {
  const to = routeFor(s.descriptor, 'show', record.id);
  if (!to) return null;
  const label = recordLabel(s.descriptor, record);
  return {
    key: `record:${to}`,
    label,
    hint: s.hint(record) || undefined,
    recent: { kind: 'record', resource: s.resource, id: String(record.id), label, to },
  };
}

function OptionRow({
  id,
  option,
  selected,
  onPoint,
  onChoose,
}: {
  id: string;
  option: Option;
  selected: boolean;
  onPoint(): void;
  onChoose(): void;
}) {
  const translate = useTranslate();
  const more = [option.hint, option.external ? translate('jumpPalette.new_tab') : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <Box
      role="option"
      id={id}
      aria-selected={selected}
      // Named by its label; where it is and how it opens describe it.
      aria-describedby={more ? `${id}-more` : undefined}
      // The focus stays in the box: a click chooses without taking it.
      onMouseDown={(e) => e.preventDefault()}
      onMouseMove={() => {
        if (!selected) onPoint();
      }}
      onClick={onChoose}
      sx={{
        px: 2,
        py: 0.75,
        cursor: 'pointer',
        display: 'flex',
        alignItems: 'baseline',
        gap: 1,
        bgcolor: selected ? 'action.selected' : undefined,
      }}
    >
      <Typography component="span" noWrap sx={{ flexShrink: 0, maxWidth: '60%' }}>
        {option.label}
      </Typography>
      {more && (
        <Typography
          component="span"
          id={`${id}-more`}
          aria-hidden
          variant="body2"
          color="text.secondary"
          noWrap
        >
          {more}
        </Typography>
      )}
    </Box>
  );
}

function PaletteBody({ titleId, onClose }: { titleId: string; onClose(): void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const { profile, access } = useShell();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [recents, setRecents] = useStore<unknown>(recentsKey(profile.id), []);
  const label = (key: string) => translateTitle(translate, key);

  const pages = useMemo(() => pageDestinations(profile, access), [profile, access]);
  const searched = useMemo(() => searchedResources(access), [access]);
  const typed = text.trim();
  const settled = useDebouncedValue(typed, JUMP_DEBOUNCE_MS);
  const term = settled.length >= MIN_SEARCH_LENGTH ? settled : null;
  // One query per list, keyed by the text: an answer to older text is never shown, and leaving
  // that text aborts its request.
  const answers = useQueries({
    queries: searched.map((s) => ({
      queryKey: ['jumpAnywhere', s.resource, term],
      enabled: term !== null,
      queryFn: ({ signal }) =>
        dataProvider.getList(s.resource, {
          pagination: { page: 1, perPage: RECORDS_PER_RESOURCE },
          ...(s.descriptor.list?.sort ? { sort: s.descriptor.list.sort } : {}),
          filter: { search: term },
          meta: silent.meta,
          signal,
        }),
    })),
  });
  const current = term !== null && term === typed;

  const sections: Section[] = [];
  if (!typed) {
    const recent = shownRecents(recents, pages, searched).map((r): Option =>
      r.kind === 'page'
        ? { ...pageOption(r.page, label), key: `recent:${r.page.to}` }
        : {
            key: `recent:${r.recent.to}`,
            label: r.recent.label,
            hint: label(r.searched.title),
            recent: r.recent,
          },
    );
    if (recent.length)
      sections.push({ key: 'recent', title: translate('jumpPalette.recent'), options: recent });
    sections.push({
      key: 'pages',
      title: translate('jumpPalette.pages'),
      options: pages.map((p) => pageOption(p, label)),
    });
  } else {
    const matched = matchPages(pages, typed, label).slice(0, PAGES_SHOWN);
    if (matched.length)
      sections.push({
        key: 'pages',
        title: translate('jumpPalette.pages'),
        options: matched.map((p) => pageOption(p, label)),
      });
    if (current) {
      searched.forEach((s, i) => {
        const records = answers[i]?.data?.data ?? [];
        const options = records.flatMap((r) => recordOption(s, r) ?? []);
        if (options.length) sections.push({ key: s.resource, title: label(s.title), options });
      });
    }
  }
  const options = sections.flatMap((s) => s.options);
  const selected = options.length ? Math.min(active, options.length - 1) : -1;
  const optionId = (i: number) => `${listId}-option-${i}`;
  useEffect(() => {
    if (selected < 0) return;
    document.getElementById(optionId(selected))?.scrollIntoView?.({ block: 'nearest' });
  });

  const searching =
    typed.length >= MIN_SEARCH_LENGTH &&
    searched.length > 0 &&
    (!current || answers.some((a) => a.isFetching));
  const failed = current
    ? searched.flatMap((s, i) => (answers[i]?.error ? [{ s, answer: answers[i]! }] : []))
    : [];

  const choose = (option: Option) => {
    setRecents(addRecent(recents, option.recent));
    onClose();
    if (option.external) openInNewTab(option.recent.to);
    else navigate(option.recent.to);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    // Keys that pick a word of an input method (Chinese, Japanese) are the method's.
    if (e.nativeEvent.isComposing) return;
    const n = options.length;
    if (e.key === 'ArrowDown' && n) {
      e.preventDefault();
      setActive((selected + 1) % n);
    } else if (e.key === 'ArrowUp' && n) {
      e.preventDefault();
      setActive((selected - 1 + n) % n);
    } else if (e.key === 'Enter' && selected >= 0) {
      e.preventDefault();
      choose(options[selected]!);
    }
  };

  let index = 0;
  let status: ReactNode = null;
  if (searching) status = translate('jumpPalette.searching');
  else if (typed && !options.length) status = translate('jumpPalette.nothing', { text: typed });
  else if (typed.length < MIN_SEARCH_LENGTH)
    status = translate(searched.length ? 'jumpPalette.hint_records' : 'jumpPalette.hint');
  else status = translate('jumpPalette.count', { smart_count: options.length });

  return (
    <>
      <Typography component="h2" id={titleId} sx={visuallyHidden}>
        {translate('layout.jump.title')}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <SearchIcon color="action" aria-hidden />
        <InputBase
          autoFocus
          fullWidth
          value={text}
          placeholder={translate('jumpPalette.placeholder')}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': translate('jumpPalette.label'),
            'aria-autocomplete': 'list',
            'aria-expanded': options.length > 0,
            'aria-controls': options.length ? listId : undefined,
            'aria-activedescendant': selected >= 0 ? optionId(selected) : undefined,
            autoComplete: 'off',
            spellCheck: false,
          }}
        />
      </Box>
      {options.length > 0 && (
        <Box
          role="listbox"
          id={listId}
          aria-label={translate('jumpPalette.results')}
          sx={{ maxHeight: '60vh', overflowY: 'auto', py: 0.5 }}
        >
          {sections.map((section) => (
            <Box
              key={section.key}
              role="group"
              aria-labelledby={`${listId}-${section.key}`}
              sx={{ py: 0.5 }}
            >
              <Typography
                id={`${listId}-${section.key}`}
                role="presentation"
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block', px: 2, py: 0.25, fontWeight: 600 }}
              >
                {section.title}
              </Typography>
              {section.options.map((option) => {
                const i = index++;
                return (
                  <OptionRow
                    key={option.key}
                    id={optionId(i)}
                    option={option}
                    selected={i === selected}
                    onPoint={() => setActive(i)}
                    onChoose={() => choose(option)}
                  />
                );
              })}
            </Box>
          ))}
        </Box>
      )}
      {failed.map(({ s, answer }) => (
        <LoadError
          key={s.resource}
          error={answer.error}
          onRetry={() => answer.refetch()}
          message="jumpPalette.failed"
          sx={{ mx: 2, my: 1 }}
        >
          {` (${label(s.title)})`}
        </LoadError>
      ))}
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider', minHeight: '1.5em' }}
      >
        {status}
      </Typography>
    </>
  );
}

export function JumpPalette({ open, onClose }: { open: boolean; onClose(): void }) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: '10vh' } } }}
    >
      <PaletteBody titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}
