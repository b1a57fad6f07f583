/**
 * The generic detail page (docs/shell.md §8): title prefix plus the name cut to 80 characters;
 * Update keeps the current query (or opens the list's dialog where forms are dialogs); Delete
 * returns to the list; a basic-info card from the metadata, then the descriptor's tabs in order
 * (default the card and Activity, the latter for holders of the activity-log permission):
 * relation tabs list another resource's related rows, custom tabs are named components. Tabs have
 * stable paths (`''`, `activity`, the descriptor's `:id/<path>`).
 */
import { Button } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import {
  DeleteButton,
  Show,
  TabbedShowLayout,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Link, useLocation, useParams } from 'react-router';
import { activityTabVisible, detailActions, holds } from '../../authProvider/access';
import { isSilentError, type FieldsMeta } from '../../dataProvider';
import { descriptorNamed } from '../../resources';
import {
  permissionOf,
  type DetailTabSpec,
  type RelationTab,
  type ResourceDescriptor,
} from '../../resources/types';
import type { AccessContext } from '../../authProvider/access';
import { featureComponent, hasFeature } from '../features/registry';
import { RelationTab as RelationTabView } from '../components/relations/RelationTab';
import { DetailDomainActions } from '../components/actions';
import { ActivityTimeline } from '../components/detail/ActivityTimeline';
import { DetailCard } from '../components/detail/DetailCard';
import { hasScreen, resourcePath } from '../components/resource/paths';
import { DialogFormProvider, useDialogForms } from '../components/dialogForm/DialogFormContext';
import { useDescriptor } from '../components/resource/useDescriptor';
import { useAccessContext } from '../../authProvider/hooks';
import { useSchema } from '../schema/useSchema';
import { resourceTitle, truncateTitle } from './titles';
import { errorNotice, noticeArgs } from '../components/notice';
import { Pending } from '../components/LoadError';

export const ACTIVITY_TAB_PATH = 'activity';
const DEFAULT_TABS: readonly DetailTabSpec[] = ['basic', 'activity'];

function DetailTitle({ descriptor }: { descriptor: ResourceDescriptor }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const name = String(record?.[descriptor.recordRepresentation ?? 'name'] ?? record?.id ?? '');
  return (
    <>
      {translate('pages.detail.title', {
        resource: resourceTitle(translate, descriptor, 1),
        name: truncateTitle(name),
      })}
    </>
  );
}

/** Update of a record whose forms open in a dialog (an account): the same dialog as its list's. */
function UpdateInDialog({ id, disabled }: { id: string | number; disabled: boolean }) {
  const translate = useTranslate();
  const forms = useDialogForms();
  return (
    <Button
      startIcon={<EditIcon />}
      disabled={disabled}
      onClick={() => forms?.open({ mode: 'edit', id })}
    >
      {translate('pages.action.update')}
    </Button>
  );
}

function DetailActions({ descriptor }: { descriptor: ResourceDescriptor }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const location = useLocation();
  const ctx = useAccessContext();
  const gates = detailActions(descriptor, ctx, record);
  if (!record) return null;
  return (
    // Wraps: a record with many actions (a user's) would squeeze the buttons into each other.
    <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {gates.update !== 'hidden' && hasScreen(descriptor, 'edit') && (
        <Button
          startIcon={<EditIcon />}
          component={Link}
          to={`${resourcePath(descriptor, 'edit', record.id)}${location.search}`}
          disabled={gates.update === 'disabled'}
        >
          {translate('pages.action.update')}
        </Button>
      )}
      {gates.update !== 'hidden' && !hasScreen(descriptor, 'edit') && descriptor.form?.dialog && (
        <DialogFormProvider descriptor={descriptor}>
          <UpdateInDialog id={record.id} disabled={gates.update === 'disabled'} />
        </DialogFormProvider>
      )}
      {gates.delete !== 'hidden' && (
        <DeleteButton
          disabled={gates.delete === 'disabled'}
          mutationMode="pessimistic"
          redirect={resourcePath(descriptor, 'list')}
          confirmTitle="pages.confirm.delete_title"
          confirmContent="pages.confirm.delete_one"
          translateOptions={{
            name: String(record[descriptor.recordRepresentation ?? 'name'] ?? record.id),
          }}
        />
      )}
      <DetailDomainActions descriptor={descriptor} />
    </TopToolbar>
  );
}

/** The declared tabs (default: the card and Activity) the user may see. */
function visibleTabs(descriptor: ResourceDescriptor, ctx: AccessContext): DetailTabSpec[] {
  return (descriptor.detail?.tabs ?? DEFAULT_TABS).filter((t) => {
    if (t === 'basic') return true;
    if (t === 'activity') return activityTabVisible(ctx);
    if (t.kind === 'relation')
      return holds(ctx, t.perm ?? permissionOf(descriptorNamed(t.resource), 'view'));
    return (!t.perm || holds(ctx, t.perm)) && hasFeature(t.component);
  });
}

function RelationTabContent({ tab, parent }: { tab: RelationTab; parent: ResourceDescriptor }) {
  const record = useRecordContext();
  return record ? <RelationTabView tab={tab} parent={parent} record={record} /> : null;
}

function BasicInfo({ descriptor, fields }: { descriptor: ResourceDescriptor; fields: FieldsMeta }) {
  const record = useRecordContext();
  return record ? <DetailCard descriptor={descriptor} fields={fields} record={record} /> : null;
}

export function GenericShow() {
  const descriptor = useDescriptor();
  const resource = useResourceContext()!;
  const { id } = useParams();
  const schema = useSchema(resource, 'GET');
  const fields = schema.data;
  const ctx = useAccessContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  if (!fields || id === undefined)
    return (
      <Pending
        error={schema.error}
        onRetry={schema.refetch}
        title={resourceTitle(translate, descriptor, 1)}
      />
    );
  const tabs = visibleTabs(descriptor, ctx);
  return (
    <Show
      id={id}
      // react-admin says "does not exist" for any failed load; a 500 or a timeout is told as such
      // (the error's own notice, silent ones dropped), then back to the list as react-admin does.
      queryOptions={{
        onError: (error: Error) => {
          if (!isSilentError(error)) notify(...noticeArgs(errorNotice(error), 'error'));
          redirect('list', resource);
        },
      }}
      title={<DetailTitle descriptor={descriptor} />}
      actions={<DetailActions descriptor={descriptor} />}
    >
      <TabbedShowLayout>
        {tabs.map((t) => {
          if (t === 'basic')
            return (
              <TabbedShowLayout.Tab key="basic" label="pages.detail.basic" path="">
                <BasicInfo descriptor={descriptor} fields={fields} />
              </TabbedShowLayout.Tab>
            );
          if (t === 'activity')
            return (
              <TabbedShowLayout.Tab
                key="activity"
                label="pages.detail.activity"
                path={ACTIVITY_TAB_PATH}
              >
                <ActivityTimeline />
              </TabbedShowLayout.Tab>
            );
          if (t.kind === 'relation')
            return (
              <TabbedShowLayout.Tab key={t.path} label={t.label} path={t.path}>
                <RelationTabContent tab={t} parent={descriptor} />
              </TabbedShowLayout.Tab>
            );
          const Component = featureComponent(t.component);
          return (
            <TabbedShowLayout.Tab key={t.path} label={t.label} path={t.path}>
              <Component />
            </TabbedShowLayout.Tab>
          );
        })}
      </TabbedShowLayout>
    </Show>
  );
}
