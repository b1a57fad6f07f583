/**
 * Account writes (apps/accounts/serializers/account/account.py): `asset` is an id, `{id}` or
 * `{pk}`; the name defaults to the username; username + secret type is unique per asset
 * (writes/uniqueness.ts); SSH keys are never pushed to Windows assets.
 */
import type { Ctx } from '../http';
import type { Row } from '../types';
import { findRelated, Invalid, isPlainObject, msg, pyType } from '../writes/coerce';
import type { ResourceBehaviour, WriteContext } from './types';

function assetRow(ctx: Ctx, pk: unknown): Row | undefined {
  const id = isPlainObject(pk) ? pk.id : pk;
  return findRelated(ctx, 'assets.assets', id) ?? findRelated(ctx, 'assets.gateways', id);
}

function coerceAsset(value: unknown, w: WriteContext): string {
  const pk = isPlainObject(value) ? (value.id ?? value.pk) : value;
  if (typeof pk !== 'string' && typeof pk !== 'number') {
    throw new Invalid([msg(w, 'incorrectPkType', { data_type: pyType(pk) })]);
  }
  const row = assetRow(w.ctx, pk);
  if (!row) throw new Invalid([msg(w, 'invalidPk', { pk_value: pk })]);
  return String(row.id);
}

export const accountWrites: ResourceBehaviour = {
  prepare(data, w) {
    if (!data.name && data.username) data.name = data.username;
    // docs/domain.md §4.2: an `id` names the template (`template: true`) or the account whose
    // secret is copied.
    if (data.id !== undefined) {
      const source = w.ctx.state.store.find(
        data.template ? 'accounts.account_templates' : 'accounts.accounts',
        data.id,
      );
      delete data.id;
      if (source?.secret) data.secret = source.secret;
    }
  },
  coerce: { asset: coerceAsset },
  validate(attrs, w) {
    const secretType = attrs.secret_type ?? w.instance?.secret_type;
    if (!attrs.push_now || secretType !== 'ssh_key') return;
    const asset = assetRow(w.ctx, attrs.asset ?? w.instance?.asset);
    if (asset?.type === 'windows') return { push_now: [msg(w, 'windowsNoKeyPush')] };
  },
  save(row, attrs, w) {
    delete attrs.push_now;
    delete attrs.template;
    const asset = assetRow(w.ctx, attrs.asset ?? row.asset);
    if (!w.instance) {
      Object.assign(row, {
        source: 'local',
        connectivity: '-',
        version: 0,
        su_from: null,
        spec_info: {},
      });
      if (asset) Object.assign(row, { org_id: asset.org_id, org_name: asset.org_name });
    }
    if ('secret' in attrs) {
      row.has_secret = Boolean(attrs.secret);
      if (attrs.secret !== w.instance?.secret) {
        const before = w.instance;
        // The replaced secret joins the history that `account-secrets/<id>/histories/` reads
        // (read before `row`, which may be the instance itself, changes).
        if (before?.secret)
          row.history = [
            ...((before.history as unknown[] | undefined) ?? []),
            {
              secret: String(before.secret),
              version: Number(before.version ?? 0),
              date: String(before.date_updated),
            },
          ];
        row.version = Number(before?.version ?? 0) + 1;
      }
    }
  },
};
