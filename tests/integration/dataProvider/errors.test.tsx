/**
 * The error catalogue of docs/wire.md §9.2 through the real http client: every status becomes a
 * react-admin HttpError with the status, the body and the message the console shows; silent
 * calls stay quiet; the notice itself is react-admin's, in the user's language, for 5 s.
 */
import { act, render, renderHook, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import {
  AdminContext,
  ListBase,
  memoryStore,
  NotificationContextProvider,
  useListContext,
  useNotify,
} from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { silent, type JmsDataProvider } from '../../../dataProvider';
import { sendEarly } from '../../../dataProvider/earlyFetch';
import { HTTP_TIMEOUT_MS, request } from '../../../dataProvider/httpClient';
import {
  ERROR_NOTICE_MS,
  ProtocolNotification,
  useConsoleNotifications,
} from '../../../dataProvider/notification';
import { createI18nProvider } from '../../../i18n';
import { adminProvider, startRecordingBackend } from './support';

const wire = startRecordingBackend();
const USERS = 'console/users/users';
const LIST = '/api/v1/users/users/';
const PROBE = '/api/v1/probe/';

let dp: JmsDataProvider;

beforeEach(async () => {
  dp = await adminProvider(wire);
});

/** The probe endpoint answers `status` with `body` (JSON unless a content type is given). */
function answer(status: number, body: unknown, contentType = 'application/json') {
  wire.server.use(
    http.all(PROBE, () =>
      contentType === 'application/json'
        ? HttpResponse.json(body as never, { status })
        : new HttpResponse(body as string, { status, headers: { 'Content-Type': contentType } }),
    ),
  );
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e as { status: number; message: string; body: unknown; notice: string },
  );
  return error;
}

describe('status -> message (docs/wire.md §9.2)', () => {
  const cases: [string, number, unknown, string][] = [
    [
      '400 shows the detail',
      400,
      { detail: 'Is referenced by other objects', code: 'referenced_by_others' },
      'Is referenced by other objects',
    ],
    [
      '400 without a detail is a bad request',
      400,
      { name: ['This field is required.'] },
      'app.http.bad_request',
    ],
    ['400 with an empty body (bulk delete refused)', 400, null, 'app.http.bad_request'],
    [
      '400 {error}',
      400,
      { error: 'Request file format may be wrong' },
      'Request file format may be wrong',
    ],
    ['400 {msg}', 400, { msg: 'Get ldap users is None' }, 'Get ldap users is None'],
    ['400 non_field_errors joined', 400, { non_field_errors: ['One.', 'Two.'] }, 'One. Two.'],
    ['400 bare list joined with "; "', 400, ['first', 'second'], 'first; second'],
    [
      '400 bare JSON string (LDAP tests)',
      400,
      'Error (Invalid Bind DN): bad',
      'Error (Invalid Bind DN): bad',
    ],
    [
      '401',
      401,
      { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' },
      'app.http.unauthorized',
    ],
    [
      '403 is the bad-role message, whatever the detail',
      403,
      { detail: 'You do not have permission', code: 'permission_denied' },
      'app.http.forbidden',
    ],
    [
      '404 outside a detail load shows the server text',
      404,
      { detail: 'Not found.', code: 'not_found' },
      'Not found.',
    ],
    [
      '405 (other) shows the server text',
      405,
      { detail: 'Method "DELETE" not allowed.', code: 'method_not_allowed' },
      'Method "DELETE" not allowed.',
    ],
    [
      '409 is the conflict message',
      409,
      { detail: 'Someone else is doing this', code: 'error' },
      'app.http.conflict',
    ],
    [
      '500 is the server-error message',
      500,
      { detail: 'boom', code: 'unexpect_error' },
      'app.http.server_error',
    ],
    [
      '503 (other) shows the server text',
      503,
      { detail: 'Under maintenance' },
      'Under maintenance',
    ],
  ];
  for (const [name, status, body, message] of cases) {
    it(name, async () => {
      answer(status, body);
      const error = await failure(dp.call('POST', PROBE, {}));
      expect(error).toMatchObject({ status, message, notice: message });
      expect(error.body).toEqual(body);
    });
  }

  it('an HTML error page is kept as the body but never shown', async () => {
    answer(502, '<html><body>Bad Gateway</body></html>', 'text/html');
    const error = await failure(dp.call('GET', PROBE));
    expect(error).toMatchObject({ status: 502, message: 'app.http.request_failed' });
    expect(error.body).toBe('<html><body>Bad Gateway</body></html>');
    answer(500, '<html>Traceback</html>', 'text/html; charset=utf-8');
    expect(await failure(dp.call('GET', PROBE))).toMatchObject({
      message: 'app.http.server_error',
    });
  });

  it('a success whose JSON is cut off is a failed call, not data to render', async () => {
    answer(200, '{"count": 1, "results": [{"id": ', 'application/json; charset=utf-8');
    const error = await failure(dp.call('GET', PROBE));
    expect(error).toMatchObject({ status: 200, message: 'app.http.unreadable' });
    expect(error.body).toBe('{"count": 1, "results": [{"id": ');
  });

  it('404 on a detail load is "resource not found or deleted" (real backend)', async () => {
    const error = await failure(dp.getOne(USERS, { id: '3f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0' }));
    expect(error).toMatchObject({ status: 404, message: 'app.http.not_found' });
    expect(error.body).toMatchObject({ code: 'object_does_not_exist' });
  });

  it('403 when the CSRF token is missing on a write (real backend)', async () => {
    document.cookie = 'jms_csrftoken=; path=/; max-age=0';
    const error = await failure(dp.deleteMany(USERS, { ids: ['x'] }));
    expect(error).toMatchObject({ status: 403, message: 'app.http.forbidden' });
    expect(error.body).toMatchObject({ detail: expect.stringMatching(/^CSRF Failed/) });
  });

  it('401 once the session is gone (real backend)', async () => {
    document.cookie = 'jms_sessionid=; path=/; max-age=0';
    const error = await failure(
      dp.getList(USERS, {
        pagination: { page: 1, perPage: 15 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      }),
    );
    expect(error).toMatchObject({ status: 401, message: 'app.http.unauthorized' });
  });

  it('a network failure and a timeout have their own messages; a cancelled call is not an error notice', async () => {
    wire.server.use(http.get(PROBE, () => HttpResponse.error()));
    expect(await failure(request(PROBE))).toMatchObject({ status: 0, message: 'app.http.network' });

    wire.server.use(
      http.get(PROBE, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    expect(await failure(request(PROBE, { timeoutMs: 20 }))).toMatchObject({
      status: 0,
      message: 'app.http.timeout',
    });
    const controller = new AbortController();
    const pending = failure(request(PROBE, { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });

  it('a read sent early and taken by the call still ends in the timeout or the cancellation', async () => {
    wire.server.use(
      http.get(PROBE, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    sendEarly('GET', PROBE);
    expect(await failure(request(PROBE, { timeoutMs: 20 }))).toMatchObject({
      status: 0,
      message: 'app.http.timeout',
    });
    sendEarly('GET', PROBE);
    const controller = new AbortController();
    const pending = failure(request(PROBE, { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });

  it('an early read that ran past the timeout before its call came is told as a timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      wire.server.use(
        http.get(PROBE, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      sendEarly('GET', PROBE);
      await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS + 1_000);
      expect(await failure(request(PROBE))).toMatchObject({
        status: 0,
        message: 'app.http.timeout',
      });
      expect(await wire.sent()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never sends the session to another origin', async () => {
    await expect(dp.call('GET', 'https://elsewhere.example/api/v1/users/users/')).rejects.toThrow(
      /cross-origin/,
    );
    expect(await wire.sent()).toEqual([]);
  });

  it('a raw call returns the status and headers too', async () => {
    const res = await request<{ count: number }>(LIST, { query: { limit: 1 }, raw: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(res.body.count).toBeGreaterThan(0);
  });
});

describe('answers of the wrong shape (issue 34 point 9)', () => {
  const HTML = '<!DOCTYPE html><html><body><div id="root"></div></body></html>';
  const RECORD = '/api/v1/users/users/3f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0/';
  const params = {
    pagination: { page: 1, perPage: 15 },
    sort: { field: 'name', order: 'ASC' as const },
    filter: {},
  };

  /** `url` answers 200 with `body` (JSON unless a content type is given). */
  function answerAt(url: string, body: unknown, contentType = 'application/json') {
    wire.server.use(
      http.all(url, () =>
        contentType === 'application/json'
          ? HttpResponse.json(body as never)
          : new HttpResponse(body as string, { headers: { 'Content-Type': contentType } }),
      ),
    );
  }

  const notList: [string, unknown, string?][] = [
    ['{"detail": "ok"}', { detail: 'ok' }],
    ['null', null],
    ['an HTML page', HTML, 'text/html; charset=utf-8'],
    ['results without a count', { results: [] }],
  ];
  for (const [name, body, type] of notList) {
    it(`a list answering ${name} is a failed read, not an empty list`, async () => {
      answerAt(LIST, body, type);
      for (const read of [
        dp.getList(USERS, params),
        dp.getManyReference(USERS, { ...params, target: 'groups', id: 'g' }),
        dp.getMany(USERS, { ids: ['a'] }),
        dp.getListAt(LIST),
      ])
        expect(await failure(read)).toMatchObject({
          status: 200,
          message: 'app.http.unreadable',
          notice: 'app.http.unreadable',
        });
      // Silent as the call was: its caller tells the error.
      expect(await failure(dp.getList(USERS, { ...params, ...silent }))).toMatchObject({
        message: 'app.http.silent',
        notice: 'app.http.unreadable',
      });
    });
  }

  const notRecord: [string, unknown, string?][] = [
    ['null', null],
    ['{"detail": "ok"}', { detail: 'ok' }],
    ['an HTML page', HTML, 'text/html'],
    ['a list', [{ id: 'a' }]],
  ];
  for (const [name, body, type] of notRecord) {
    it(`a record answering ${name} is a failed read`, async () => {
      answerAt(RECORD, body, type);
      const id = '3f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
      for (const read of [dp.getOne(USERS, { id }), dp.getOneAt(LIST, id)])
        expect(await failure(read)).toMatchObject({ status: 200, message: 'app.http.unreadable' });
    });
  }

  it('metadata and an object edited in place that are not objects are failed reads', async () => {
    answerAt(PROBE, HTML, 'text/html');
    expect(await failure(dp.getOptions(PROBE))).toMatchObject({ notice: 'app.http.unreadable' });
    expect(await failure(dp.getObject(PROBE))).toMatchObject({ notice: 'app.http.unreadable' });
  });

  it('the shapes the backend answers still read: a page, a whole list, a record', async () => {
    const page = await dp.getList(USERS, params);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.total).toBeGreaterThanOrEqual(page.data.length);
    const whole = await dp.getMany(USERS, { ids: [page.data[0]!.id] });
    expect(whole.data.map((r) => r.id)).toEqual([page.data[0]!.id]);
    expect((await dp.getOne(USERS, { id: page.data[0]!.id })).data.id).toBe(page.data[0]!.id);
  });
});

describe('silent calls', () => {
  it("a silent call's error carries the marker as message and the text as notice", async () => {
    answer(409, { detail: 'busy' });
    const error = await failure(dp.call('POST', PROBE, {}, { silent: true }));
    expect(error).toMatchObject({
      status: 409,
      silent: true,
      message: 'app.http.silent',
      notice: 'app.http.conflict',
    });
    const listError = await failure(
      dp.getList(USERS, {
        ...silent,
        pagination: { page: 1, perPage: 15 },
        sort: { field: 'name', order: 'ASC' },
        filter: { id: 'not-a-uuid' },
      }),
    );
    expect(listError).toMatchObject({ status: 400, silent: true, message: 'app.http.silent' });
  });
});

describe('the notice (react-admin notification, docs/wire.md §9.2)', () => {
  function wrapper({ children }: { children: ReactNode }) {
    return <NotificationContextProvider>{children}</NotificationContextProvider>;
  }

  it('drops silent notices and keeps error notices for 5 s', () => {
    const { result } = renderHook(
      () => ({ notify: useNotify(), shown: useConsoleNotifications() }),
      { wrapper },
    );
    act(() => {
      result.current.notify('app.http.silent', { type: 'error' });
      result.current.notify('app.http.conflict', { type: 'error' });
      result.current.notify('Saved', { type: 'success' });
      result.current.notify('Quick', { type: 'error', autoHideDuration: 1000 });
    });
    expect(result.current.shown.notifications.map((n) => n.message)).toEqual([
      'app.http.conflict',
      'Saved',
      'Quick',
    ]);
    let taken: unknown;
    act(() => {
      taken = result.current.shown.takeNotification();
    });
    expect(taken).toMatchObject({
      message: 'app.http.conflict',
      notificationOptions: { autoHideDuration: ERROR_NOTICE_MS },
    });
    act(() => {
      taken = result.current.shown.takeNotification();
    });
    // Only errors get the 5 s default; an explicit duration is kept.
    expect((taken as { notificationOptions: object }).notificationOptions).not.toHaveProperty(
      'autoHideDuration',
    );
    act(() => {
      taken = result.current.shown.takeNotification();
    });
    expect(taken).toMatchObject({
      message: 'Quick',
      notificationOptions: { autoHideDuration: 1000 },
    });
    expect(result.current.shown.notifications).toEqual([]);
  });

  function FailedList() {
    const { error } = useListContext();
    return error ? <p>list failed</p> : null;
  }

  function Later() {
    const notify = useNotify();
    return <button onClick={() => notify('app.http.conflict', { type: 'error' })}>later</button>;
  }

  function renderList(queryOptions: object) {
    return render(
      <AdminContext dataProvider={dp} i18nProvider={createI18nProvider('en')} store={memoryStore()}>
        <ListBase resource={USERS} queryOptions={queryOptions} filter={{ id: 'not-a-uuid' }}>
          <FailedList />
        </ListBase>
        <Later />
        <ProtocolNotification />
      </AdminContext>,
    );
  }

  it("shows a failed list's notice, translated", async () => {
    renderList({});
    expect(await screen.findByText('list failed')).toBeTruthy();
    // The backend rejects the bad id filter with field errors: the generic bad-request text.
    expect(await screen.findByText('Bad request, please check again')).toBeTruthy();
  });

  it('shows nothing for a list marked silent', async () => {
    renderList(silent);
    expect(await screen.findByText('list failed')).toBeTruthy();
    // A later notice shows at once: one notice shows at a time, so nothing was queued before it.
    act(() => screen.getByRole('button', { name: 'later' }).click());
    expect(await screen.findByText('Refreshing, please try again later')).toBeTruthy();
    expect(screen.queryByText('Bad request, please check again')).toBeNull();
    expect(screen.queryByText('app.http.silent')).toBeNull();
  });
});
