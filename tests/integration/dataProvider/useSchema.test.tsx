/**
 * useSchema: table, filters and forms of a resource share one OPTIONS answer per organisation and
 * language, and the data provider's writes reuse it.
 */
import { resourceUrls } from '../../../resources';
import { act, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, useCreate, useSetLocale } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider, type JmsDataProvider, type SchemaMethod } from '../../../dataProvider';
import { createI18nProvider } from '../../../i18n';
import { useSchema } from '../../../src/schema/useSchema';
import { signIn } from '../../support/backend';
import { startRecordingBackend, setConsoleOrg } from './support';

const wire = startRecordingBackend();
const USERS = 'console/users/users';

let dp: JmsDataProvider;

beforeEach(async () => {
  document.cookie = 'django_language=en; path=/';
  await signIn('admin', 'ChangeMe');
  setConsoleOrg();
  dp = createDataProvider(resourceUrls);
  wire.clear();
});

function Reader({ method }: { method: SchemaMethod }) {
  const { data } = useSchema(USERS, method, method === 'PUT' ? 'some-id' : undefined);
  return data ? <p>{`${method}: ${data.username?.label}`}</p> : null;
}

function Controls() {
  const setLocale = useSetLocale();
  const [create, { isSuccess }] = useCreate();
  return (
    <>
      <button onClick={() => setLocale('zh')}>zh</button>
      <button
        onClick={() =>
          create(USERS, { data: { name: 'Hook', username: 'hook', email: 'hook@example.com' } })
        }
      >
        create
      </button>
      {isSuccess && <p>created</p>}
    </>
  );
}

async function optionsSent() {
  return (await wire.api()).filter((r) => r.method === 'OPTIONS');
}

describe('useSchema', () => {
  it('one OPTIONS for every reader and the writes; a new language asks again', async () => {
    render(
      <AdminContext dataProvider={dp} i18nProvider={createI18nProvider('en')} store={memoryStore()}>
        <Reader method="GET" />
        <Reader method="GET" />
        <Reader method="POST" />
        <Reader method="PUT" />
        <Reader method="PATCH" />
        <Controls />
      </AdminContext>,
    );
    expect(await screen.findAllByText('GET: Username')).toHaveLength(2);
    for (const m of ['POST', 'PUT', 'PATCH'])
      expect(await screen.findByText(`${m}: Username`)).toBeTruthy();

    act(() => screen.getByRole('button', { name: 'create' }).click());
    expect(await screen.findByText('created')).toBeTruthy();
    expect(await optionsSent()).toHaveLength(1);

    act(() => screen.getByRole('button', { name: 'zh' }).click());
    expect(await screen.findAllByText('GET: 用户名')).toHaveLength(2);
    expect(await screen.findByText('PUT: 用户名')).toBeTruthy();
    const options = await optionsSent();
    expect(options).toHaveLength(2);
    expect(options.map((r) => r.query)).toEqual([
      { draw: '1', display: '1' },
      { draw: '1', display: '1' },
    ]);
  });
});
