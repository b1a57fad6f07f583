/**
 * The generic detail page (shell-spec §2.6): title prefix plus the name cut to 80 characters;
 * Update keeps the current query; Delete returns to the list; a basic-info card from the metadata,
 * the descriptor's tabs and an Activity tab for holders of the activity-log permission. Tabs have
 * stable paths (`''`, the descriptor's, `activity`).
 */
import { Box, Button, CircularProgress } from '@mui/material';
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
import { activityTabVisible, detailActions } from '../../authProvider/access';
import { hasPerm } from '../../authProvider/permissions';
import type { FieldsMeta } from '../../dataProvider';
import type { CustomTab, ResourceDescriptor } from '../../resources/types';
import { featureComponent } from '../features/registry';
import { ActivityTimeline } from '../components/detail/ActivityTimeline';
import { DetailCard } from '../components/detail/DetailCard';
import { resourcePath } from '../components/resource/paths';
import { useDescriptor } from '../components/resource/useDescriptor';
import { useAccessContext } from '../../authProvider/hooks';
import { useSchema } from '../schema/useSchema';
import { resourceTitle, truncateTitle } from './titles';

export const ACTIVITY_TAB_PATH = 'activity';

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

function DetailActions({ descriptor }: { descriptor: ResourceDescriptor }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const location = useLocation();
  const ctx = useAccessContext();
  const gates = detailActions(descriptor, ctx);
  if (!record) return null;
  return (
    <TopToolbar>
      {gates.update !== 'hidden' && (
        <Button
          startIcon={<EditIcon />}
          component={Link}
          to={`${resourcePath(descriptor, 'edit', record.id)}${location.search}`}
          disabled={gates.update === 'disabled'}
        >
          {translate('pages.action.update')}
        </Button>
      )}
      {gates.delete !== 'hidden' && (
        <DeleteButton
          mutationMode="pessimistic"
          redirect={resourcePath(descriptor, 'list')}
          confirmTitle="pages.confirm.delete_title"
          confirmContent="pages.confirm.delete_one"
          translateOptions={{
            name: String(record[descriptor.recordRepresentation ?? 'name'] ?? record.id),
          }}
        />
      )}
    </TopToolbar>
  );
}

function BasicInfo({ descriptor, fields }: { descriptor: ResourceDescriptor; fields: FieldsMeta }) {
  const record = useRecordContext();
  return record ? <DetailCard descriptor={descriptor} fields={fields} record={record} /> : null;
}

export function GenericShow() {
  const descriptor = useDescriptor();
  const resource = useResourceContext()!;
  const { id } = useParams();
  const { data: fields } = useSchema(resource, 'GET');
  const ctx = useAccessContext();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!fields || id === undefined) {
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <CircularProgress size={24} aria-label="loading" />
      </Box>
    );
  }
  const tabs = (descriptor.detail?.tabs ?? []).filter(
    (t): t is CustomTab =>
      typeof t === 'object' && t.kind === 'custom' && (!t.perm || hasPerm(ctx.perms, t.perm)),
  );
  return (
    <Show
      id={id}
      // react-admin says "does not exist" for any failed load; a 500 or a timeout is told as such
      // (the error's own notice, silent ones dropped), then back to the list as react-admin does.
      queryOptions={{
        onError: (error: Error) => {
          notify(error.message, { type: 'error' });
          redirect('list', resource);
        },
      }}
      title={<DetailTitle descriptor={descriptor} />}
      actions={<DetailActions descriptor={descriptor} />}
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="pages.detail.basic" path="">
          <BasicInfo descriptor={descriptor} fields={fields} />
        </TabbedShowLayout.Tab>
        {tabs.map((t) => {
          const Component = featureComponent(t.component);
          return (
            <TabbedShowLayout.Tab key={t.path} label={t.label} path={t.path}>
              <Component />
            </TabbedShowLayout.Tab>
          );
        })}
        {activityTabVisible(ctx) && (
          <TabbedShowLayout.Tab label="pages.detail.activity" path={ACTIVITY_TAB_PATH}>
            <ActivityTimeline />
          </TabbedShowLayout.Tab>
        )}
      </TabbedShowLayout>
    </Show>
  );
}
