// @vitest-environment node
/**
 * What the demo backend answers outside the API proper: the platform's static images that both
 * consoles load on every page, and Django's APPEND_SLASH for URLs without their trailing slash.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { Client } from './client';
import { as } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
}

describe('static images of the platform', () => {
  it.each([
    ['/static/img/logo.png', 64, 64],
    ['/static/img/logo_text_white.png', 200, 50],
    ['/static/img/login_image.png', 480, 360],
    ['/static/img/avatar/user.png', 64, 64],
  ])('serves %s as a PNG to anyone, signed in or not', async (path, width, height) => {
    const res = await Client.direct(backend).get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(bytes)).toEqual([width, height]);
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
  });

  it('serves the favicon the public settings name as an ICO holding a 32-pixel PNG', async () => {
    const anonymous = Client.direct(backend);
    const settings = (await anonymous.getJson('/api/v1/settings/public/open/')) as {
      INTERFACE: { favicon: string; logo_logout: string; logo_index: string };
    };
    expect(settings.INTERFACE).toMatchObject({
      favicon: '/static/img/facio.ico',
      logo_logout: '/static/img/logo.png',
      logo_index: '/static/img/logo_text_white.png',
    });
    const res = await anonymous.get(settings.INTERFACE.favicon);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/x-icon');
    const bytes = new Uint8Array(await res.arrayBuffer());
    // ICONDIR: reserved 0, type 1 (icon), one image of 32 × 32 whose data is a PNG at offset 22.
    expect([...bytes.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 32, 32]);
    expect([...bytes.subarray(22, 30)]).toEqual(PNG_SIGNATURE);
  });

  it('answers 404 for an image the platform does not have', async () => {
    expect((await Client.direct(backend).get('/static/img/nothing.png')).status).toBe(404);
  });
});

describe('APPEND_SLASH', () => {
  it('sends every method to the URL with its slash, query kept, before any authentication', async () => {
    const anonymous = Client.direct(backend);
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await anonymous.call('/api/v1/users/users?limit=1&offset=0', { method });
      expect(res.status, method).toBe(301);
      expect(res.headers.get('location'), method).toBe('/api/v1/users/users/?limit=1&offset=0');
      expect(await res.text(), method).toBe('');
    }
  });

  it("redirects the Vue console's detail metadata requests (OPTIONS <resource>/<id>)", async () => {
    const admin = await as(backend, 'admin');
    const perms = (await admin.getJson('/api/v1/perms/asset-permissions/?limit=1')) as {
      results: { id: string }[];
    };
    const id = perms.results[0]!.id;
    const bare = await admin.call(`/api/v1/perms/asset-permissions/${id}`, { method: 'OPTIONS' });
    expect(bare.status).toBe(301);
    const target = bare.headers.get('location')!;
    expect(target).toBe(`/api/v1/perms/asset-permissions/${id}/`);
    const followed = await admin.call(target, { method: 'OPTIONS' });
    expect(followed.status).toBe(200);
    expect(await followed.json()).toHaveProperty('actions');
  });

  it('redirects the backend pages too (the login page)', async () => {
    const res = await Client.direct(backend).get('/core/auth/login?next=/ui/');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/core/auth/login/?next=/ui/');
  });

  it('leaves alone what no URL of the backend would match, slash or not', async () => {
    const admin = await as(backend, 'admin');
    expect((await admin.get('/api/v1/no-such-thing/here')).status).toBe(404);
    // One path segment too many for the router's list and detail URLs.
    expect((await admin.get('/api/v1/users/users/a/b/c')).status).toBe(404);
    expect((await admin.get('/static/img/logo.png')).status).toBe(200);
  });
});
