/**
 * The select widget of docs/shell.md §9.7: remote options searched on the server, 10 per page,
 * more loaded when the list is scrolled within 600 px of its end, more than 10 chosen tags
 * collapse. A 403 while loading options counts as loaded and disables the select for good. The form
 * keeps the chosen objects ({id, name}) so labels need no extra request.
 */
import { useMemo, useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  FieldTitle,
  useDataProvider,
  useInput,
  useTranslate,
  ValidationError,
  type Validator,
} from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import type { Reference } from '../../../resources/types';
import { useDebouncedValue } from './useDebouncedValue';

export const SELECT_PAGE_SIZE = 10;
export const SCROLL_LOAD_DISTANCE_PX = 600;
export const MAX_VISIBLE_TAGS = 10;

type Option = Record<string, unknown>;

interface Page {
  results: Option[];
  next: boolean;
  forbidden: boolean;
}

export function optionLabel(option: Option, reference?: Reference): string {
  const label = reference?.label;
  if (typeof label === 'function') return label(option);
  const keys = [label, 'label', 'name', 'display_name', 'value', 'id'].filter(Boolean) as string[];
  for (const k of keys) {
    const v = option[k];
    if (typeof v === 'string' || typeof v === 'number') return String(v);
  }
  return '';
}

function optionKey(option: Option): string {
  return option.id !== undefined ? String(option.id) : JSON.stringify(option);
}

/** Keeps only what a label needs, so the wire layer can send relations as ids. */
function slim(option: Option, reference?: Reference): Option {
  if (option.id === undefined) return option;
  const labelKey = typeof reference?.label === 'string' ? reference.label : undefined;
  const out: Option = { id: option.id };
  for (const k of [labelKey, 'name', 'display_name', 'username'])
    if (k && option[k] !== undefined) out[k] = option[k];
  return out;
}

export interface RemoteSelectInputProps {
  source: string;
  label: string;
  reference?: Reference;
  multiple: boolean;
  clearable: boolean;
  validate?: Validator[];
  disabled?: boolean;
  helperText?: React.ReactNode;
}

export function RemoteSelectInput(props: RemoteSelectInputProps) {
  const { source, label, reference, multiple, clearable, validate, disabled, helperText } = props;
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const { field, fieldState, isRequired } = useInput({
    source,
    validate,
    defaultValue: multiple ? [] : null,
  });
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  // A single select shows its value's label unless the user is typing a search.
  const [typing, setTyping] = useState(false);
  const term = useDebouncedValue(search.trim(), 300);
  const url = reference?.url;

  const options = useInfiniteQuery({
    queryKey: ['selectOptions', url, reference?.query, term],
    enabled: open && !!url,
    initialPageParam: 1,
    queryFn: async ({ pageParam: page, signal }): Promise<Page> => {
      try {
        const { data, total } = await dataProvider.getListAt<Option>(url!, {
          pagination: { page, perPage: SELECT_PAGE_SIZE },
          filter: { search: term },
          query: reference?.query,
          silent: true,
          signal,
        });
        const next = (page - 1) * SELECT_PAGE_SIZE + data.length < total;
        return { results: data, next, forbidden: false };
      } catch (e) {
        if ((e as { status?: number }).status === 403)
          return { results: [], next: false, forbidden: true };
        throw e;
      }
    },
    getNextPageParam: (last, all) => (last.next ? all.length + 1 : undefined),
  });

  const forbidden = !!options.data?.pages.some((p) => p.forbidden);
  const loaded = useMemo(() => options.data?.pages.flatMap((p) => p.results) ?? [], [options.data]);
  const value: Option | Option[] | null = multiple
    ? Array.isArray(field.value)
      ? (field.value as Option[])
      : []
    : ((field.value as Option | null) ?? null);
  const create = reference?.create;

  // Values given by id only (a default from the URL, say) get their labels from the server.
  const chosen = (Array.isArray(value) ? value : value ? [value] : []).filter(
    (v) => v && typeof v === 'object',
  );
  const bare = chosen
    .filter((v) => v.id !== undefined && Object.keys(v).length === 1)
    .map((v) => String(v.id));
  const labels = useQuery({
    queryKey: ['selectLabels', url, bare],
    enabled: !!url && bare.length > 0,
    queryFn: ({ signal }) =>
      dataProvider.getListAt<Option>(url!, { filter: { ids: bare }, silent: true, signal }),
    select: ({ data }) => new Map(data.map((o) => [String(o.id), o])),
  });
  const labelOf = (o: Option) => optionLabel(labels.data?.get(String(o.id)) ?? o, reference);

  const onScroll = (event: React.UIEvent<HTMLElement>) => {
    const el = event.currentTarget;
    const remaining = el.scrollHeight - el.scrollTop - el.clientHeight;
    if (remaining < SCROLL_LOAD_DISTANCE_PX && options.hasNextPage && !options.isFetchingNextPage) {
      void options.fetchNextPage();
    }
  };

  const toOption = (v: Option | string): Option | null =>
    typeof v === 'string' ? (create?.(v.trim()) ?? null) : slim(v, reference);

  return (
    <Autocomplete<Option | string, boolean, boolean, boolean>
      multiple={multiple}
      freeSolo={!!create}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        setTyping(false);
        setSearch('');
      }}
      options={loaded}
      value={value as never}
      disabled={disabled || forbidden}
      disableClearable={!clearable}
      filterOptions={(x) => x}
      loading={options.isFetching}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('app.value.no_options')}
      limitTags={MAX_VISIBLE_TAGS}
      getLimitTagsText={(more) => `+${more}`}
      getOptionLabel={(o) => (typeof o === 'string' ? o : labelOf(o))}
      isOptionEqualToValue={(a, b) =>
        typeof a !== 'string' && typeof b !== 'string' && optionKey(a) === optionKey(b)
      }
      getOptionKey={(o) => (typeof o === 'string' ? o : optionKey(o))}
      inputValue={
        multiple || typing ? search : value && !Array.isArray(value) ? labelOf(value) : ''
      }
      onInputChange={(_, text, reason) => {
        if (reason === 'reset') return;
        setSearch(text);
        setTyping(true);
      }}
      onChange={(_, next) => {
        if (multiple) {
          const list = (next as (Option | string)[])
            .map(toOption)
            .filter((o): o is Option => o !== null);
          field.onChange(list);
        } else {
          field.onChange(next === null ? null : toOption(next as Option | string));
        }
        setSearch('');
        setTyping(false);
      }}
      onBlur={field.onBlur}
      slotProps={{ listbox: { onScroll, style: { maxHeight: 320 } } as never }}
      renderTags={(tags, getTagProps) =>
        tags.map((t, index) => {
          const { key, ...rest } = getTagProps({ index });
          return (
            <Chip key={key} size="small" label={typeof t === 'string' ? t : labelOf(t)} {...rest} />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={source}
          label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
          error={!!fieldState.error && (fieldState.isTouched || fieldState.invalid)}
          helperText={
            // react-admin encodes its validators' messages; ValidationError decodes them.
            fieldState.error?.message ? (
              <ValidationError error={fieldState.error.message} />
            ) : forbidden ? (
              translate('pages.select.forbidden')
            ) : (
              helperText || undefined
            )
          }
          inputRef={field.ref}
        />
      )}
      sx={{ mb: 2 }}
      fullWidth
    />
  );
}
