/**
 * Tag search (docs/shell.md §7.2): free text becomes a search tag; choosing a field first makes
 * a `field: value` filter tag (its choices offered when it has some). Tags live in the list's
 * filter values, so they are in the URL. Blank and duplicate values are dropped.
 *
 * Its own small combobox (ARIA 1.2 pattern: the focus stays in the input, the highlighted option is
 * its active descendant) rather than MUI's Autocomplete: every list page shows it, and
 * Autocomplete was 8 KiB of the first page for a list of a few fields. Its input is the filled
 * input a TextField would draw in the theme, without TextField, which imports MUI's Select.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { Chip, FilledInput, IconButton, MenuItem, Paper, Popper } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { FilterField } from '../../schema/layout';
import { cleanTags } from '../../schema/rules';
import { isolateBidi } from '../../../i18n/bidi';

interface Tag {
  field: string | null;
  value: string;
}

type Option =
  | { kind: 'field'; field: FilterField }
  | { kind: 'value'; field: FilterField; value: string; label: string };

function tagsOf(filter: Record<string, unknown>, reserved: readonly string[]): Tag[] {
  const tags: Tag[] = [];
  const search = typeof filter.search === 'string' ? filter.search : '';
  for (const s of cleanTags(search.split(','))) tags.push({ field: null, value: s });
  for (const [k, v] of Object.entries(filter)) {
    if (k === 'search' || reserved.includes(k) || v === undefined || v === null || v === '')
      continue;
    tags.push({ field: k, value: String(v) });
  }
  return tags;
}

function filterOf(tags: Tag[], keep: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...keep };
  const search = cleanTags(tags.filter((t) => t.field === null).map((t) => t.value));
  if (search.length) out.search = search.join(',');
  for (const t of tags) if (t.field !== null && t.value.trim()) out[t.field] = t.value.trim();
  return out;
}

export interface TagSearchProps {
  fields: FilterField[];
  label(source: string): string;
  /** Filter keys the tag search does not own (the date range's parameters have their picker). */
  reserved?: readonly string[];
}

export function TagSearch({ fields, label, reserved = [] }: TagSearchProps) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const [pending, setPending] = useState<FilterField | null>(null);
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);
  const listId = useId();
  const tags = tagsOf(filterValues, reserved);
  const keep = Object.fromEntries(
    Object.entries(filterValues).filter(([k]) => reserved.includes(k)),
  );

  const apply = (next: Tag[]) => {
    const deduped = next.filter(
      (t, i) => next.findIndex((o) => o.field === t.field && o.value === t.value) === i,
    );
    setFilters(filterOf(deduped, keep), displayedFilters);
  };
  const add = (tag: Tag) => {
    if (!tag.value.trim()) return;
    // One value per field: a new one replaces the old.
    apply([
      ...tags.filter((t) => t.field === null || t.field !== tag.field),
      { field: tag.field, value: tag.value.trim() },
    ]);
    setPending(null);
    setInput('');
    setOpen(false);
    setActive(-1);
  };
  const valueLabel = (f: FilterField, v: string) => {
    if (f.spec.kind === 'choice')
      return f.spec.choices.find((c) => String(c.value) === v)?.label ?? v;
    if (f.spec.kind === 'boolean')
      return translate(v === 'True' || v === 'true' ? 'app.value.yes' : 'app.value.no');
    return v;
  };
  const options: Option[] = pending
    ? pending.spec.kind === 'choice'
      ? pending.spec.choices.map((c) => ({
          kind: 'value',
          field: pending,
          value: String(c.value),
          label: c.label,
        }))
      : pending.spec.kind === 'boolean'
        ? [
            { kind: 'value', field: pending, value: 'True', label: translate('app.value.yes') },
            { kind: 'value', field: pending, value: 'False', label: translate('app.value.no') },
          ]
        : []
    : fields
        .filter((f) => !tags.some((t) => t.field === f.source))
        .map((f) => ({ kind: 'field', field: f }));

  const optionLabel = (o: Option) => (o.kind === 'field' ? label(o.field.source) : o.label);
  // As Autocomplete filtered: the options whose label contains what is typed.
  const needle = input.trim().toLowerCase();
  const shown = needle
    ? options.filter((o) => optionLabel(o).toLowerCase().includes(needle))
    : options;
  const expanded = open && shown.length > 0;

  const choose = (o: Option) => {
    if (o.kind === 'value') return add({ field: o.field.source, value: o.value });
    // Picking a field keeps the list open on its values.
    setPending(o.field);
    setInput('');
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (shown.length ? (i + step + shown.length + 1) % (shown.length + 1) : -1));
      // -1 (nothing highlighted, the typed text) sits between the last option and the first.
      return;
    }
    if (e.key === 'Enter') {
      e.preventDefault();
      const o = expanded ? shown[active] : undefined;
      if (o) choose(o);
      else add({ field: pending?.source ?? null, value: input });
      return;
    }
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (e.key === 'Backspace' && input === '' && pending) setPending(null);
  };

  const chipText = (t: Tag) => {
    if (t.field === null) return t.value;
    const f = fields.find((x) => x.source === t.field);
    return `${f ? label(f.source) : t.field}: ${isolateBidi(f ? valueLabel(f, t.value) : t.value)}`;
  };

  const clear = () => {
    if (tags.length) apply([]);
    setPending(null);
    setInput('');
    setActive(-1);
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  return (
    <>
      <FilledInput
        ref={setAnchor}
        size="small"
        value={input}
        onChange={(e) => {
          setInput(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onMouseDown={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        placeholder={
          pending
            ? translate('pages.search.value_of', { field: label(pending.source) })
            : translate('pages.search.placeholder')
        }
        startAdornment={
          <>
            {tags.map((t) => (
              <Chip
                key={`${t.field}:${t.value}`}
                size="small"
                label={chipText(t)}
                onDelete={() => apply(tags.filter((o) => o !== t))}
                sx={{ mr: 0.5 }}
              />
            ))}
            {pending && (
              <Chip
                size="small"
                color="primary"
                label={`${label(pending.source)}:`}
                onDelete={() => setPending(null)}
                sx={{ mr: 0.5 }}
              />
            )}
          </>
        }
        endAdornment={
          (tags.length > 0 || pending || input) && (
            <IconButton
              size="small"
              aria-label={translate('pages.search.clear')}
              // The focus stays in the input, as after picking an option.
              onMouseDown={(e) => e.preventDefault()}
              onClick={clear}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )
        }
        inputProps={{
          role: 'combobox',
          'aria-label': translate('pages.search.label'),
          'aria-autocomplete': 'list',
          'aria-expanded': expanded,
          'aria-controls': expanded ? listId : undefined,
          'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
          autoComplete: 'off',
          onKeyDown,
          sx: { minWidth: 80, flex: 1, py: 0.5 },
        }}
        // It gives way to the header's other controls (one line), down to room for a word or two.
        sx={{ minWidth: 180, flex: '1 1 320px', flexWrap: 'wrap', rowGap: 0.5, py: 0.5 }}
      />
      <Popper
        open={expanded}
        anchorEl={anchor}
        placement="bottom-start"
        sx={(theme) => ({ zIndex: theme.zIndex.modal })}
        // Read only while open: reading a width during render forces a layout of the whole page.
        style={expanded ? { width: anchor?.clientWidth } : undefined}
      >
        <Paper elevation={4} sx={{ mt: 0.5, maxHeight: '40vh', overflow: 'auto' }}>
          <ul id={listId} role="listbox" style={{ margin: 0, padding: '4px 0' }}>
            {shown.map((o, i) => (
              <MenuItem
                key={o.kind === 'field' ? o.field.source : `${o.field.source}=${o.value}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                selected={i === active}
                // The focus stays in the input.
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => setActive(i)}
                onClick={() => choose(o)}
              >
                {optionLabel(o)}
              </MenuItem>
            ))}
          </ul>
        </Paper>
      </Popper>
    </>
  );
}
