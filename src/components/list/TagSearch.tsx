/**
 * Tag search (shell-spec §2.5, §5.1): free text becomes a search tag; choosing a field first makes
 * a `field: value` filter tag (its choices offered when it has some). Tags live in the list's filter
 * values, so they are in the URL. Blank and duplicate values are dropped.
 */
import { useRef, useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { FilterField } from '../../schema/layout';
import { cleanTags } from '../../schema/rules';

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
  // Picking a field keeps the list open on its values.
  const keepOpen = useRef(false);
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

  const chipText = (t: Tag) => {
    if (t.field === null) return t.value;
    const f = fields.find((x) => x.source === t.field);
    return `${f ? label(f.source) : t.field}: ${f ? valueLabel(f, t.value) : t.value}`;
  };

  return (
    <Autocomplete<Option, false, false, true>
      freeSolo
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        if (keepOpen.current) keepOpen.current = false;
        else setOpen(false);
      }}
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      getOptionLabel={(o) =>
        typeof o === 'string' ? o : o.kind === 'field' ? label(o.field.source) : o.label
      }
      onChange={(_, o) => {
        if (o === null) return;
        if (typeof o === 'string') add({ field: pending?.source ?? null, value: o });
        else if (o.kind === 'field') {
          keepOpen.current = true;
          setPending(o.field);
          setInput('');
        } else add({ field: o.field.source, value: o.value });
      }}
      onKeyDown={(e) => {
        if (e.key === 'Backspace' && input === '' && pending) setPending(null);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          placeholder={
            pending
              ? translate('pages.search.value_of', { field: label(pending.source) })
              : translate('pages.search.placeholder')
          }
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: (
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
                  {params.InputProps.startAdornment}
                </>
              ),
            },
            htmlInput: { ...params.inputProps, 'aria-label': translate('pages.search.label') },
          }}
        />
      )}
      sx={{ minWidth: 240, flex: '1 1 320px' }}
    />
  );
}
