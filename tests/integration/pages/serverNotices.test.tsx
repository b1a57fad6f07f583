/**
 * The server's own words in a notice (`after: { message: 'server' }`, a refused call's `detail`)
 * are shown as they are: never looked up as an i18n key (no missing-translation warning, and a
 * text equal to a key stays that text), never interpolated.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from './harness';

const backend = startDemoBackend();
const T = { timeout: 15000 };
const realHandle = backend.handle.bind(backend);
afterEach(() => {
  backend.handle = realHandle;
  vi.restoreAllMocks();
});

/** The storage's test-connective call answers `answer` (status `status`) instead. */
function answerTest(status: number, answer: unknown) {
  backend.handle = async (request, cookies) =>
    new URL(request.url).pathname.endsWith('/test-connective/')
      ? new Response(JSON.stringify(answer), {
          status,
          headers: { 'Content-Type': 'application/json' },
        })
      : realHandle(request, cookies);
}

async function testConnection() {
  const s3 = backend.state.store.rows('terminal.replay_storages').find((s) => s.type === 's3')!;
  renderPages('/settings/terminal?tab=replayStorages');
  fireEvent.click(await screen.findByRole('button', { name: `More ${String(s3.name)}` }, T));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Test connection' }));
}

const missing = (warn: { mock: { calls: unknown[][] } }) =>
  warn.mock.calls.filter((args) => String(args[0]).includes('Missing translation'));

describe('server text in notices', () => {
  it('a success message equal to an i18n key stays that text', async () => {
    await signIn('admin', 'ChangeMe');
    const warn = vi.spyOn(console, 'warn');
    answerTest(200, { is_valid: false, msg: 'ra.action.delete' });
    await testConnection();
    expect(await screen.findByText('ra.action.delete', {}, T)).toBeTruthy();
    expect(missing(warn)).toEqual([]);
  }, 60_000);

  it('a success message with %{…} and |||| is neither interpolated nor split', async () => {
    await signIn('admin', 'ChangeMe');
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    answerTest(200, { is_valid: true, msg: 'Saved %{smart_count} files |||| never split' });
    await testConnection();
    expect(
      await screen.findByText('Saved %{smart_count} files |||| never split', {}, T),
    ).toBeTruthy();
    expect(missing(warn)).toEqual([]);
    expect(missing(error)).toEqual([]);
  }, 60_000);

  it("a refused call's detail shows verbatim, without a missing-translation warning", async () => {
    await signIn('admin', 'ChangeMe');
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    answerTest(400, { detail: 'Test failure: bucket %{name} is gone' });
    await testConnection();
    expect(await screen.findByText('Test failure: bucket %{name} is gone', {}, T)).toBeTruthy();
    expect(missing(warn)).toEqual([]);
    expect(missing(error)).toEqual([]);
  }, 60_000);
});
