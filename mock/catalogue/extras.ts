/**
 * Viewsets the shared catalogue does not describe, written from the backend's serializers
 * (jumpserver v3.1.0): the session join records (`terminal/serializers/sharing.py`) and the
 * push-account records, which reuse the change-secret record serializer on the same model
 * (`accounts/api/automations/push_account.py`).
 */
import type { FieldSpec, ResourceSpec } from '../types';

const field = (
  name: string,
  type: string,
  label: string,
  extra: Partial<FieldSpec> = {},
): FieldSpec => ({
  name,
  type,
  required: false,
  read_only: false,
  write_only: false,
  label,
  ...extra,
});

const readOnly = { read_only: true } as const;
const related = (model: string, reprAttrs: string[] = ['id']) => ({
  related_model: model,
  repr_attrs: reprAttrs,
});

/** `SessionJoinRecordSerializer`: fields_small + session, sharing, joiner (ordering `-date_joined`). */
const sessionJoinRecords: ResourceSpec = {
  key: 'terminal.session_join_records',
  area: 'audit',
  title: 'Session join record',
  model: 'terminal.SessionJoinRecord',
  licence_required: false,
  api: {
    list: '/api/v1/terminal/session-join-records/',
    detail: '/api/v1/terminal/session-join-records/{id}/',
    bulk: false,
  },
  permissions: {
    view: 'terminal.view_sessionjoinrecord',
    add: 'terminal.add_sessionjoinrecord',
    change: 'terminal.change_sessionjoinrecord',
    delete: 'terminal.delete_sessionjoinrecord',
    extra: [],
  },
  fields: [
    field('id', 'string', 'ID', readOnly),
    field('joiner_display', 'string', 'Joiner', readOnly),
    field('verify_code', 'string', 'Verify code', { required: true, max_length: 16 }),
    field('date_joined', 'datetime', 'Date joined', { ...readOnly, filter: true, order: true }),
    field('date_left', 'datetime', 'Date left', { filter: true, order: true }),
    field('remote_addr', 'string', 'Remote addr', { required: true, max_length: 128, order: true }),
    field('login_from', 'labeled_choice', 'Login from', {
      default: 'WT',
      filter: true,
      order: true,
      choices: [
        { value: 'ST', label: 'SSH Terminal' },
        { value: 'RT', label: 'RDP Terminal' },
        { value: 'WT', label: 'Web Terminal' },
        { value: 'DT', label: 'DB Terminal' },
      ],
    }),
    field('is_success', 'boolean', 'Success', { default: true, filter: true, order: true }),
    field('reason', 'string', 'Reason', { max_length: 1024, default: '-', order: true }),
    field('is_finished', 'boolean', 'Finished', { default: false, filter: true, order: true }),
    field('created_by', 'string', 'Created by', { ...readOnly, order: true }),
    field('date_created', 'datetime', 'Date created', { ...readOnly, order: true }),
    field('date_updated', 'datetime', 'Date updated', { ...readOnly, order: true }),
    field('session', 'object_related_field', 'Session', {
      ...related('terminal.Session'),
      filter: true,
      related_resource: 'terminal.sessions',
    }),
    field('sharing', 'object_related_field', 'Session sharing', {
      required: true,
      ...related('terminal.SessionSharing'),
      filter: true,
    }),
    field('joiner', 'object_related_field', 'Joiner', {
      required: true,
      ...related('users.User', ['id', 'name']),
      filter: true,
      related_resource: 'users.users',
    }),
    field('org_id', 'string', 'Organization ID', { ...readOnly, order: true }),
    field('org_name', 'string', 'Org name', readOnly),
  ],
  // `search_fields` names the foreign keys too (what that does is not determined): none here.
  search_fields: [],
  ordering_fields: ['date_joined', 'date_left', 'login_from', 'is_success', 'is_finished'],
  default_ordering: ['-date_joined'],
  example_record: null,
};

/** The change-secret record serializer over the records of `push_account` executions. */
const pushAccountRecords: ResourceSpec = {
  key: 'accounts.push_account_records',
  area: 'console',
  title: 'Push account record',
  model: 'accounts.ChangeSecretRecord',
  licence_required: false,
  api: {
    list: '/api/v1/accounts/push-account-records/',
    detail: '/api/v1/accounts/push-account-records/{id}/',
    bulk: false,
  },
  permissions: {
    view: 'accounts.view_changesecretrecord',
    add: 'accounts.add_changesecretrecord',
    change: 'accounts.change_changesecretrecord',
    delete: 'accounts.delete_changesecretrecord',
    extra: [],
  },
  fields: [
    field('id', 'string', 'ID', readOnly),
    field('asset', 'object_related_field', 'Asset', {
      required: true,
      ...related('assets.Asset', ['id', 'name']),
      filter: true,
      related_resource: 'assets.assets',
    }),
    field('account', 'object_related_field', 'Account', {
      required: true,
      ...related('accounts.Account', ['id', 'name']),
      related_resource: 'accounts.accounts',
    }),
    field('date_started', 'datetime', 'Date started', { ...readOnly, order: true }),
    field('date_finished', 'datetime', 'Date finished', { ...readOnly, order: true }),
    field('timedelta', 'field', 'Timedelta', readOnly),
    field('is_success', 'field', 'Is success', readOnly),
    field('error', 'string', 'Error', { ...readOnly, order: true }),
    field('execution', 'object_related_field', 'Automation task execution', {
      required: true,
      ...related('accounts.AutomationExecution'),
    }),
  ],
  // The viewset searches `asset__hostname`, which does not exist (a 500 on the real server).
  search_fields: [],
  ordering_fields: ['date_started', 'date_finished', 'error'],
  default_ordering: ['-date_created'],
  example_record: null,
};

export const catalogueExtras: readonly ResourceSpec[] = [sessionJoinRecords, pushAccountRecords];
