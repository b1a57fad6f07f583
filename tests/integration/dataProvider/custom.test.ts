/**
 * The data provider's own verbs against the demo backend: metadata (one OPTIONS per URL +
 * organisation + language), the spm cache, export and import, activities, site messages, one-off
 * calls and the session keep-alive (docs/wire.md §14, §5–8).
 */
import { resourceUrls } from '../../../resources';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDataProvider,
  noticeOf,
  type JmsDataProvider,
  type SchemaMethod,
} from '../../../dataProvider';
import { KEEP_ALIVE_MS } from '../../../dataProvider/keepAlive';
import { selectFields } from '../../../dataProvider/schema';
import { signIn } from '../../support/backend';
import {
  expectConsoleHeaders,
  json,
  ORG_DEFAULT,
  startRecordingBackend,
  setConsoleOrg,
  adminProvider,
} from './support';

const wire = startRecordingBackend();
const USERS = 'console/users/users';
const LIST = '/api/v1/users/users/';
const BEIJING = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

let dp: JmsDataProvider;

beforeEach(async () => {
  dp = await adminProvider(wire);
});

/** The users' metadata for one method, as screens select it from the list URL's OPTIONS. */
async function fieldsOf(provider: JmsDataProvider, method: SchemaMethod) {
  return selectFields(await provider.getOptions(LIST), method);
}

async function firstUsers(n: number) {
  const { data } = await dp.getList(USERS, {
    pagination: { page: 1, perPage: n },
    sort: { field: 'name', order: 'ASC' },
    filter: {},
  });
  wire.clear();
  return data;
}

describe('metadata: OPTIONS <list>?draw=1&display=1, once per url + organisation + language', () => {
  it('every method of a resource reads one OPTIONS answer', async () => {
    const get = await fieldsOf(dp, 'GET');
    const post = await fieldsOf(dp, 'POST');
    const put = await fieldsOf(dp, 'PUT');
    const patch = await fieldsOf(dp, 'PATCH');
    const sent = await wire.api();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('OPTIONS');
    expect(sent[0]!.path).toBe(LIST);
    expect(sent[0]!.query).toEqual({ draw: '1', display: '1' });
    expectConsoleHeaders(sent[0]!);
    expect(get.name).toMatchObject({ type: 'string', label: 'Name', order: true });
    expect(get.password).toMatchObject({ write_only: true });
    expect(post.name).toMatchObject({ type: 'string', required: true });
    expect(post.name).not.toHaveProperty('order');
    expect(Object.keys(put)).toEqual(Object.keys(post));
    expect(Object.keys(patch)).toEqual(Object.keys(post));
  });

  it('a new language or organisation fetches again; coming back does not', async () => {
    await fieldsOf(dp, 'GET');
    document.cookie = 'django_language=zh-hans; path=/';
    const zh = await fieldsOf(dp, 'GET');
    setConsoleOrg(BEIJING);
    await fieldsOf(dp, 'GET');
    document.cookie = 'django_language=en; path=/';
    setConsoleOrg(ORG_DEFAULT);
    const en = await fieldsOf(dp, 'POST');
    await dp.create(USERS, {
      data: { name: 'Cache', username: 'cache', email: 'cache@example.com' },
    });
    // en/Default, zh/Default, zh/Beijing; en/Default again (and the create) reuse the first.
    const options = (await wire.api()).filter((r) => r.method === 'OPTIONS');
    expect(options.map((r) => r.headers.get('x-jms-org'))).toEqual([
      ORG_DEFAULT,
      ORG_DEFAULT,
      BEIJING,
    ]);
    expect(zh.username!.label).toBe('用户名');
    expect(en.username!.label).toBe('Username');
  });

  it('concurrent readers share one request; a failed one is asked again', async () => {
    const [a, b] = await Promise.all([fieldsOf(dp, 'GET'), fieldsOf(dp, 'POST')]);
    expect(a.name).toBeTruthy();
    expect(b.name).toBeTruthy();
    expect((await wire.api()).filter((r) => r.method === 'OPTIONS')).toHaveLength(1);

    const fresh = createDataProvider(resourceUrls);
    setConsoleOrg(BEIJING);
    wire.server.use(
      http.options(LIST, () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    await expect(fieldsOf(fresh, 'GET')).rejects.toMatchObject({ status: 500 });
    expect((await fieldsOf(fresh, 'GET')).name).toBeTruthy();
    expect((await wire.api()).filter((r) => r.method === 'OPTIONS')).toHaveLength(3);
  });

  it('a page reload reuses the answers of this sign-in; a new sign-in asks again', async () => {
    await fieldsOf(dp, 'GET');
    // A reload: new providers, same tab and sign-in.
    const reloaded = createDataProvider(resourceUrls);
    expect((await fieldsOf(reloaded, 'PUT')).name).toBeTruthy();
    expect((await wire.api()).filter((r) => r.method === 'OPTIONS')).toHaveLength(1);

    document.cookie = 'jms_sessionid=; path=/; max-age=0';
    await signIn('orgadmin', 'Orgadmin@2023');
    const otherUser = createDataProvider(resourceUrls);
    expect((await fieldsOf(otherUser, 'GET')).name).toBeTruthy();
    expect((await wire.api()).filter((r) => r.method === 'OPTIONS')).toHaveLength(2);
  });
});

describe('spm, export and templates', () => {
  it('cacheResources: POST {resources: ids} and the spm that lists exactly those rows', async () => {
    const users = await firstUsers(3);
    const spm = await dp.cacheResources(users.map((u) => u.id));
    const [req] = await wire.api();
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/api/v1/common/resources/cache/');
    expect(json(req!)).toEqual({ resources: users.map((u) => u.id) });
    expectConsoleHeaders(req!);
    const { data } = await dp.getList(USERS, {
      pagination: { page: 1, perPage: 15 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
      meta: { query: { spm } },
    });
    expect(data.map((u) => u.id)).toEqual(users.map((u) => u.id));
  });

  it('export: the list URL with the filters and format, selected rows through an spm', async () => {
    const users = await firstUsers(2);
    const url = await dp.exportUrl(USERS, {
      format: 'csv',
      filter: { q: 'a' },
      sort: { field: 'name', order: 'ASC' },
      ids: users.map((u) => u.id),
    });
    const [cache] = await wire.api();
    expect(cache!.path).toBe('/api/v1/common/resources/cache/');
    const parsed = new URL(url, location.href);
    expect(parsed.pathname).toBe(LIST);
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      order: 'name',
      search: 'a',
      format: 'csv',
      spm: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // What the browser's navigation gets: a CSV of the selected rows.
    const res = await fetch(url);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(
      1 + users.filter((u) => /a/i.test(`${u.name}${u.username}${u.email}`)).length,
    );
  });

  it('download fetches the file with this tab’s org and saves it under the server’s name', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const href = `blob:http://127.0.0.1/${blobs.size}`;
      blobs.set(href, blob as Blob);
      return href;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
    setConsoleOrg(BEIJING);
    await dp.download('/api/v1/users/users/?format=csv');
    const [sent] = await wire.api();
    expect(sent!.path).toBe(LIST);
    expect(sent!.query).toEqual({ format: 'csv' });
    expectConsoleHeaders(sent!, BEIJING);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^user_[\d_-]+\.csv$/);
    expect(saved[0]!.blob.type).toMatch(/^text\/csv/);
    expect((await saved[0]!.blob.text()).split(/\r?\n/)[0]).toContain('Username');
  });

  it('a failed download rejects with the error and saves nothing', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    wire.backend.faults.add({ path: LIST, method: 'GET', status: 500, times: 1 });
    const error = await dp.download('/api/v1/users/users/?format=csv').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500 });
    expect(noticeOf(error)).toBe('app.http.server_error');
    expect(click).not.toHaveBeenCalled();
  });

  it('templates: import asks for one sample row, update for the selected rows', async () => {
    const users = await firstUsers(2);
    const importUrl = await dp.templateUrl(USERS, { format: 'xlsx', template: 'import' });
    expect(importUrl).toBe(`${LIST}?format=xlsx&template=import&limit=1`);
    const updateUrl = await dp.templateUrl(USERS, {
      format: 'csv',
      template: 'update',
      ids: users.map((u) => u.id),
    });
    expect(updateUrl).toMatch(
      new RegExp(`^${LIST}\\?format=csv&template=update&spm=[0-9a-f-]{36}$`),
    );
    const csv = (await (await fetch(updateUrl)).text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(csv).toHaveLength(3);
  });
});

describe('import', () => {
  it('renderToJson: POST <list>render-to-json/ with the raw file as text/csv', async () => {
    const csv = 'name,username,email\nImported One,imp1,imp1@example.com\n';
    const rendered = await dp.renderToJson(
      USERS,
      new File([csv], 'users.csv', { type: 'text/csv' }),
    );
    const [req] = await wire.api();
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe(`${LIST}render-to-json/`);
    expect(req!.headers.get('content-type')).toBe('text/csv');
    expect(req!.body).toBe(csv);
    expectConsoleHeaders(req!);
    expect(rendered.data).toEqual([
      expect.objectContaining({
        name: 'Imported One',
        username: 'imp1',
        email: 'imp1@example.com',
      }),
    ]);
  });

  it('renderToJson with raw: the same answer as undecoded bytes, for the preview worker', async () => {
    const csv = 'name,username,email\nRaw One,raw1,raw1@example.com\n';
    const file = () => new File([csv], 'users.csv', { type: 'text/csv' });
    const bytes = await dp.renderToJson(USERS, file(), { raw: true });
    expect(bytes).toBeInstanceOf(ArrayBuffer);
    const decoded = JSON.parse(new TextDecoder().decode(bytes));
    expect(decoded).toEqual(await dp.renderToJson(USERS, file()));
    expect(decoded.data).toEqual([expect.objectContaining({ username: 'raw1' })]);
  });

  it('an xlsx file goes as text/xlsx, and a parse failure rejects silently with the server text', async () => {
    const error = await dp
      .renderToJson(USERS, new File(['not a workbook'], 'users.xlsx'))
      .catch((e: unknown) => e);
    const [req] = await wire.api();
    expect(req!.headers.get('content-type')).toBe('text/xlsx');
    expect(error).toMatchObject({ status: 400, silent: true, message: 'app.http.silent' });
    expect((error as { notice: string }).notice).toMatch(/./);
  });

  it('importRow: POST one row (secrets encrypted, grid keys dropped), PUT <list><id>/ to update', async () => {
    const created = await dp.importRow(
      USERS,
      {
        name: 'Row One',
        username: 'rowone',
        email: 'rowone@example.com',
        password_strategy: 'custom',
        password: 'Row@2026!',
        '@status': 'pending',
      },
      'create',
    );
    await dp.importRow(
      USERS,
      {
        id: created.id,
        name: 'Row One',
        username: 'rowone',
        email: 'rowone@example.com',
        password: '',
        comment: 'updated',
      },
      'update',
    );
    const [post, put] = await wire.api();
    expect(post!.method).toBe('POST');
    expect(post!.path).toBe(LIST);
    const body = json(post!) as Record<string, unknown>;
    expect(body).not.toHaveProperty('@status');
    expect(body.password).toMatch(/^[A-Za-z0-9+/]+=*:[A-Za-z0-9+/]+=*$/);
    expect(put!.method).toBe('PUT');
    expect(put!.path).toBe(`${LIST}${created.id}/`);
    expect(json(put!)).toEqual({
      id: created.id,
      name: 'Row One',
      username: 'rowone',
      email: 'rowone@example.com',
      comment: 'updated',
    });
    expect(created).not.toHaveProperty('password');
  });
});

describe('activities, site messages and one-off calls', () => {
  it('activities: GET /api/v1/audits/activities/?resource_id=', async () => {
    const [user] = await firstUsers(1);
    const entries = await dp.activities(user!.id);
    const [req] = await wire.api();
    expect(req!.method).toBe('GET');
    expect(req!.path).toBe('/api/v1/audits/activities/');
    expect(req!.query).toEqual({ resource_id: String(user!.id) });
    expectConsoleHeaders(req!);
    expect(Array.isArray(entries)).toBe(true);
  });

  it('site messages: the unread page, mark some read, mark all read', async () => {
    const page = await dp.unreadSiteMessages();
    const ids = page.results.slice(0, 1).map((m) => m.id);
    await dp.markSiteMessagesRead(ids);
    await dp.markAllSiteMessagesRead();
    const after = await dp.unreadSiteMessages();
    const [list, mark, markAll] = await wire.api();
    expect(list!.method).toBe('GET');
    expect(list!.path).toBe('/api/v1/notifications/site-messages/');
    expect(list!.query).toEqual({ offset: '0', limit: '15', has_read: 'false' });
    expect(mark!.method).toBe('PATCH');
    expect(mark!.path).toBe('/api/v1/notifications/site-messages/mark-as-read/');
    expect(json(mark!)).toEqual({ ids });
    expect(markAll!.method).toBe('PATCH');
    expect(markAll!.path).toBe('/api/v1/notifications/site-messages/mark-as-read-all/');
    expect(json(markAll!)).toEqual({});
    for (const r of [list!, mark!, markAll!]) expectConsoleHeaders(r);
    expect(after.count).toBe(0);
  });

  it('call: any endpoint, the chosen fields encrypted, silent errors keep the server text', async () => {
    const MAIL = '/api/v1/settings/mail/testing/';
    const body = { EMAIL_FROM: 'a@example.com', EMAIL_HOST_PASSWORD: 'smtp-pw' };
    const flags = { silent: true, encrypt: ['EMAIL_HOST_PASSWORD'] };
    const ok = await dp.call<{ msg: string }>(
      'POST',
      MAIL,
      { ...body, EMAIL_RECIPIENT: 'b@example.com' },
      flags,
    );
    expect(ok.msg).toBe('Test mail sent to b@example.com, please check');
    const error = await dp
      .call('POST', MAIL, { ...body, EMAIL_RECIPIENT: 'b@example.invalid' }, flags)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, silent: true, message: 'app.http.silent' });
    expect((error as { notice: string }).notice).toMatch(/^\{'b@example.invalid': \(550/);
    const [req] = await wire.api();
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe(MAIL);
    expectConsoleHeaders(req!);
    const sent = json(req!) as Record<string, string>;
    expect(sent.EMAIL_FROM).toBe('a@example.com');
    expect(sent.EMAIL_HOST_PASSWORD).toMatch(/^[A-Za-z0-9+/]+=*:[A-Za-z0-9+/]+=*$/);
  });

  it('call: an array body (a bulk create) has the chosen fields encrypted in every element', async () => {
    const ACCOUNTS = '/api/v1/accounts/accounts/';
    await dp
      .call('POST', ACCOUNTS, [{ username: 'a', secret: 'pw-1' }, { username: 'b' }], {
        silent: true,
        encrypt: ['secret'],
      })
      .catch(() => undefined);
    const [req] = await wire.api();
    expect(req!.path).toBe(ACCOUNTS);
    const sent = json(req!) as Record<string, string>[];
    expect(sent).toHaveLength(2);
    expect(sent[0]!.username).toBe('a');
    expect(sent[0]!.secret).toMatch(/^[A-Za-z0-9+/]+=*:[A-Za-z0-9+/]+=*$/);
    expect(sent[1]).toEqual({ username: 'b' });
  });
});

describe('objects edited in place (a settings category)', () => {
  const EMAIL = '/api/v1/settings/setting/?category=email';
  const ENCRYPTED = /^[A-Za-z0-9+/]+=*:[A-Za-z0-9+/]+=*$/;

  async function emailForm() {
    const fields = selectFields(await dp.getOptions(EMAIL), 'PUT');
    const saved = await dp.getObject(EMAIL);
    wire.clear();
    return { fields, saved };
  }

  it('getObject reads the values; a PATCH sends what changed, a blank secret never', async () => {
    const { fields, saved } = await emailForm();
    expect(saved.EMAIL_HOST).toBe('smtp.example.com');
    expect(saved).not.toHaveProperty('EMAIL_HOST_PASSWORD');
    const answer = await dp.saveObject(EMAIL, {
      method: 'PATCH',
      data: { ...saved, EMAIL_FROM: 'ops@example.com', EMAIL_HOST_PASSWORD: '' },
      previousData: saved,
      fields,
    });
    const [req] = await wire.api();
    expect(req!.method).toBe('PATCH');
    expect(req!.path).toBe('/api/v1/settings/setting/');
    expect(req!.query).toEqual({ category: 'email' });
    expectConsoleHeaders(req!);
    expect(json(req!)).toEqual({ EMAIL_FROM: 'ops@example.com' });
    expect(answer).toMatchObject({ EMAIL_FROM: 'ops@example.com' });
  });

  it('a typed secret is sent encrypted; nothing changed sends nothing; `always` always goes', async () => {
    const { fields, saved } = await emailForm();
    expect(
      await dp.saveObject(EMAIL, { method: 'PATCH', data: saved, previousData: saved, fields }),
    ).toBeNull();
    expect(await wire.api()).toHaveLength(0);
    await dp.saveObject(EMAIL, {
      method: 'PATCH',
      data: { ...saved, EMAIL_HOST_PASSWORD: 'new-pw' },
      previousData: saved,
      fields,
      always: { EMAIL_SUBJECT_PREFIX: '[JMS]' },
    });
    const [req] = await wire.api();
    const sent = json(req!) as Record<string, string>;
    expect(Object.keys(sent).sort()).toEqual(['EMAIL_HOST_PASSWORD', 'EMAIL_SUBJECT_PREFIX']);
    expect(sent.EMAIL_HOST_PASSWORD).toMatch(ENCRYPTED);
  });

  it('a 400 carries react-admin form errors on their fields, silently', async () => {
    const { fields, saved } = await emailForm();
    const error = await dp
      .saveObject(EMAIL, {
        method: 'PATCH',
        data: { ...saved, EMAIL_PORT: '1234567' },
        previousData: saved,
        fields,
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, silent: true });
    expect((error as { body: { errors: Record<string, string> } }).body.errors).toEqual({
      EMAIL_PORT: expect.stringMatching(/5 characters/),
    });
  });
});

describe('session keep-alive (docs/wire.md §3.3)', () => {
  afterEach(() => vi.useRealTimers());

  it('30 s after the last response of any other request, GET the profile once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await firstUsers(1);
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS - 1000);
    await fieldsOf(dp, 'GET');
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS - 1000);
    expect((await wire.api()).map((r) => `${r.method} ${r.path}`)).toEqual([`OPTIONS ${LIST}`]);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(3 * KEEP_ALIVE_MS);
    const sent = await wire.api();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      `OPTIONS ${LIST}`,
      'GET /api/v1/users/profile/',
    ]);
    expectConsoleHeaders(sent[1]!);
  });
});
