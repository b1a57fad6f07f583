/**
 * The generic list page (docs/shell.md §7, §7.9, §13.2, §7.7): columns, filters and cells from the
 * GET metadata and the descriptor; filters, sort and page in the URL; page size and columns in the
 * Store.
 */
import { createElement, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { ResourceContextProvider, useResourceContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { listActions } from '../../authProvider/access';
import { hasPerm } from '../../authProvider/permissions';
import type { FieldsMeta } from '../../dataProvider';
import { resourceRoute, type ListTab, type ResourceDescriptor } from '../../resources/types';
import { descriptorNamed } from '../../resources';
import { DialogFormProvider } from '../components/dialogForm/DialogFormContext';
import { hasActionsAt, ListActionRunner } from '../components/actions';
import { SelectionActions } from '../components/list/SelectionActions';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../components/list/listDefaults';
import { ListFrame } from '../components/list/ListFrame';
import { ListPagination } from '../components/list/ListPagination';
import { ListHeader } from '../components/list/ListHeader';
import { ListTabBar, listTabStoreKey, useActiveListTab } from '../components/list/ListTabs';
import { loadTreePanel } from '../components/list/listParts';
import { ResourceTable } from '../components/list/ResourceTable';
import { useInitialSearchReady } from '../components/list/useInitialSearch';
import { searchWithUrlTags } from '../components/list/urlTags';
import { LinkedColumns } from '../components/list/SavedViewsButton';
import { linkedColumns } from '../components/list/savedViews';
import { useDescriptor } from '../components/resource/useDescriptor';
import { useFieldLabel } from '../components/resource/useFieldLabel';
import { useAccessContext, useProfile } from '../../authProvider/hooks';
import { dateRangeParams, firstRange } from '../schema/dateRange';
import { filterFields, listLayout } from '../schema/layout';
import { useSchema } from '../schema/useSchema';
import { usePrefetchTree } from '../components/tree/treeApi';
import { readTreeState, treeListFilter, treeListQuery } from '../components/tree/treeState';
import { useRequiredNode } from '../components/tree/useRequiredNode';
import { ReplaceSearch } from '../shell/latestLocation';
import { PageTitle } from '../components/PageTitle';
import { Pending } from '../components/LoadError';
import { resourceTitle } from './titles';
import { featureComponent } from '../features/registry';

export { PAGE_SIZES, DEFAULT_PAGE_SIZE } from '../components/list/listDefaults';
export { ROW_ACTIONS_COLUMN } from '../components/list/ResourceTable';

/** The side tree and the tree view it uses load only on lists that declare trees. */
const TreePanel = lazy(loadTreePanel);

export function GenericList() {
  const descriptor = useDescriptor();
  const resource = useResourceContext()!;
  const location = useLocation();
  const access = useAccessContext();
  const translate = useTranslate();
  const trees = useMemo(
    () => descriptor.list?.trees?.filter((t) => !t.perm || hasPerm(access.perms, t.perm)),
    [descriptor, access.perms],
  );
  const treeState = useMemo(
    () => (trees?.length ? readTreeState(location.search, trees) : null),
    [trees, location.search],
  );
  // A tree following the list is read with the list's filter, from the first read on.
  const [firstFilter] = useState(() =>
    firstRange(descriptor.list?.dateRange, location.search, new Date()),
  );
  const treeFilter = useMemo(
    () => treeListFilter(treeState?.tree, location.search, firstFilter),
    [treeState, location.search, firstFilter],
  );
  // The tree's first request goes out now, in the same round as the list's metadata and rows.
  usePrefetchTree(treeState?.tree, treeFilter);
  const treeQuery = treeListQuery(treeState);
  // A required tree (the command list's storage): no list request goes out before a choice.
  const required = useRequiredNode(trees, treeState, treeFilter);
  const page =
    required !== 'ready' ? (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <PageTitle title={resourceTitle(translate, descriptor)} />
        {required === 'none' ? (
          <Typography color="text.secondary">
            {translate('pages.list.nothing_selectable')}
          </Typography>
        ) : (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        )}
      </Box>
    ) : descriptor.list?.tabs?.length ? (
      <TabbedList descriptor={descriptor} tabs={descriptor.list.tabs} treeQuery={treeQuery} />
    ) : (
      <ResourceList descriptor={descriptor} treeQuery={treeQuery} />
    );
  return trees?.length ? (
    <WithTree tree={<TreePanel trees={trees} resource={resource} listFilter={treeFilter} />}>
      {page}
    </WithTree>
  ) : (
    page
  );
}

/** The side tree beside the list (or the list tabs): its selection filters every tab. */
/**
 * Beside a tree a list has less room than its columns may ask (the commands list): the table then
 * scrolls inside its card, so the page never grows past the window.
 */
const BESIDE_TREE = {
  flex: 1,
  minWidth: 0,
  '& .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
} as const;

function WithTree({ tree, children }: { tree: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'stretch', minWidth: 0 }}>
      <Suspense fallback={null}>{tree}</Suspense>
      <Box sx={BESIDE_TREE}>{children}</Box>
    </Box>
  );
}

/** One resource's list page, or a list tab's (its fixed query, its own remembered params). */
function ResourceList({
  descriptor,
  tab,
  title,
  paramsKey,
  treeQuery,
}: {
  descriptor: ResourceDescriptor;
  tab?: ListTab;
  title?: string;
  paramsKey?: string;
  /** The side tree's selection: a fixed query like `fixedQuery`, not a removable tag. */
  treeQuery?: Record<string, string>;
}) {
  const translate = useTranslate();
  const schema = useSchema(resourceRoute(descriptor), 'GET');
  const fields = schema.data;
  if (!fields)
    return (
      <Pending
        error={schema.error}
        onRetry={schema.refetch}
        title={title ?? resourceTitle(translate, descriptor)}
      />
    );
  const view = (
    <ListView
      descriptor={descriptor}
      fields={fields}
      tab={tab}
      title={title}
      paramsKey={paramsKey}
      treeQuery={treeQuery}
    />
  );
  // `form.dialog`: create and update open over the list.
  return descriptor.form?.dialog ? (
    <DialogFormProvider descriptor={descriptor}>{view}</DialogFormProvider>
  ) : (
    view
  );
}

/**
 * A list page made of tabs (`?tab=<name>`): each tab is this resource under a fixed query, or a
 * sibling resource's own list. Each tab keeps its own list parameters.
 */
function TabbedList({
  descriptor,
  tabs,
  treeQuery,
}: {
  descriptor: ResourceDescriptor;
  tabs: readonly ListTab[];
  treeQuery?: Record<string, string>;
}) {
  const translate = useTranslate();
  const { visible, active } = useActiveListTab(descriptor, tabs);
  if (!active) return null;
  const target = active.resource ? descriptorNamed(active.resource) : descriptor;
  if (active.component) {
    // featureComponent caches each named component: the same type on every render.
    return (
      <Box>
        <ListTabBar tabs={visible} active={active.name} />
        <Suspense fallback={<CircularProgress size={24} aria-label="loading" />}>
          {createElement(featureComponent(active.component), { key: active.name })}
        </Suspense>
      </Box>
    );
  }
  return (
    <Box>
      <ListTabBar tabs={visible} active={active.name} />
      <ResourceContextProvider value={resourceRoute(target)}>
        <ResourceList
          key={active.name}
          descriptor={target}
          tab={active}
          title={resourceTitle(translate, descriptor)}
          paramsKey={listTabStoreKey(resourceRoute(descriptor), active.name)}
          treeQuery={treeQuery}
        />
      </ResourceContextProvider>
    </Box>
  );
}

function ListView({
  descriptor,
  fields,
  tab,
  title,
  paramsKey,
  treeQuery,
}: {
  descriptor: ResourceDescriptor;
  fields: FieldsMeta;
  tab?: ListTab;
  title?: string;
  paramsKey?: string;
  treeQuery?: Record<string, string>;
}) {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const location = useLocation();
  const fieldLabel = useFieldLabel(descriptor);
  const ctx = useAccessContext();
  const profile = useProfile();
  const layout = useMemo(() => listLayout(descriptor, fields), [descriptor, fields]);
  const fixedQuery = useMemo(() => {
    const fixed = descriptor.list?.fixedQuery;
    const mine = fixed && profile ? fixed(profile) : undefined;
    return tab?.query || treeQuery ? { ...mine, ...tab?.query, ...treeQuery } : mine;
  }, [descriptor, profile, tab, treeQuery]);
  // A field the list is fixed on is no search tag.
  const filters = useMemo(
    () => filterFields(descriptor, fields).filter((f) => !(f.source in (fixedQuery ?? {}))),
    [descriptor, fields, fixedQuery],
  );
  const label = (source: string) =>
    fieldLabel(source, fields[source] ?? descriptor.fields?.[source]?.virtual);
  const dateParams = dateRangeParams(descriptor.list?.dateRange);
  // The date range starts from the browser query or the list's default days, once per visit.
  const [defaultFilters] = useState(() =>
    firstRange(descriptor.list?.dateRange, location.search, new Date()),
  );
  const tableKey = `${resource}.datatable`;
  const gates = listActions(descriptor, ctx);
  const selectable =
    gates.bulkDelete !== 'hidden' ||
    gates.bulkUpdate !== 'hidden' ||
    !!descriptor.list?.bulkActions?.length ||
    (!!descriptor.list?.export?.selectable && gates.export !== 'hidden') ||
    hasActionsAt(descriptor, 'header', ctx, true);
  // The tag search in the header mounts with this view; its first search is the first request.
  const searchReady =
    useInitialSearchReady(resource) && (!descriptor.list?.fixedQuery || !!fixedQuery);

  // A link's columns (a saved view's link, docs/shell.md §7.14) go to the Store first.
  const linked = linkedColumns(
    location.search,
    layout.columns.map((c) => c.source),
    layout.min,
  );
  if (linked)
    return <LinkedColumns tableKey={tableKey} hidden={linked.hidden} search={linked.search} />;

  // A link's plain query tags become the list's filter before the list reads the address.
  const tagged = searchWithUrlTags(
    location.search,
    filters.map((f) => f.source),
    { dateRange: dateParams, defaults: defaultFilters, now: new Date() },
  );
  if (tagged) return <ReplaceSearch search={tagged} />;

  const page = (
    <ListFrame
      title={title ?? resourceTitle(translate, descriptor)}
      storeKey={paramsKey}
      perPage={DEFAULT_PAGE_SIZE}
      sort={descriptor.list?.sort}
      filterDefaultValues={defaultFilters}
      filter={fixedQuery}
      queryOptions={{ enabled: searchReady }}
      refreshEvery={tab?.refreshEvery ?? descriptor.list?.refreshEvery}
      actions={
        <ListHeader
          descriptor={descriptor}
          layout={layout}
          filters={filters}
          tableKey={tableKey}
          listKey={paramsKey ?? resource}
          label={label}
        />
      }
      pagination={<ListPagination rowsPerPageOptions={PAGE_SIZES} />}
      exporter={false}
    >
      <ResourceTable
        descriptor={descriptor}
        fields={fields}
        layout={layout}
        label={label}
        storeKey={tableKey}
        bulkActionButtons={selectable ? <SelectionActions descriptor={descriptor} /> : false}
      />
    </ListFrame>
  );
  // One action runner for the header and the bulk toolbar (see ListActionRunner).
  return <ListActionRunner descriptor={descriptor}>{page}</ListActionRunner>;
}
