/**
 * The xpack routes (docs/wire.md §14.6). Without the extended edition (licence state `absent`)
 * there are no /api/v1/xpack/ routes at all; with it, the licence endpoints live here and the rest
 * of /api/v1/xpack/ (cloud sync) goes to the generic protocol.
 */
import { currentLicence, installLicence, parseLicenceFile } from '../domain/licence';
import { detail, json, type Ctx } from '../http';
import type { Route } from '../router';
import { delegateToRest, notAuthenticated, requirePerm } from './domainCommon';

function assetCount(ctx: Ctx): number {
  return ctx.state.store.rows('assets.assets').length;
}

async function importLicence(ctx: Ctx): Promise<Response> {
  const denied = requirePerm(ctx, 'settings.change_license');
  if (denied) return denied;
  const form = await ctx.request.formData().catch(() => null);
  const file = form?.get('file');
  if (!file || typeof file === 'string')
    return json({ status: false, msg: 'License file is required' });
  const licence = parseLicenceFile(await file.text());
  if (!licence) return json({ status: false, msg: 'License is invalid' });
  installLicence(ctx.state, licence);
  return json({ status: true, msg: 'License import successfully' });
}

export const licenceRoutes: Route[] = [
  {
    method: '*',
    pattern: /^\/api\/v1\/xpack\//,
    // Public so that the community edition answers 404 (URL resolution) before any 401.
    public: true,
    handle: async (ctx) => {
      const licence = currentLicence(ctx.state);
      if (!licence) return detail(404, 'Not found.', 'not_found');
      if (!ctx.user) return notAuthenticated(ctx);
      if (ctx.path === '/api/v1/xpack/license/detail' && ctx.method === 'GET') {
        const denied = requirePerm(ctx, 'settings.change_license', 'settings.view_setting');
        return denied ?? json({ ...licence, current_asset_count: assetCount(ctx) });
      }
      if (ctx.path === '/api/v1/xpack/license/import' && ctx.method === 'POST')
        return importLicence(ctx);
      return delegateToRest(ctx);
    },
  },
];
