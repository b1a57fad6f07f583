/**
 * The pure rules of declared actions: who sees and may press them, the URL a call goes to, what
 * it sends, and what its answer says.
 */
import { describe, expect, it } from 'vitest';
import type { AccessContext } from '../../authProvider/access';
import sessions from '../../resources/audit/sessions';
import gateways from '../../resources/console/gateways';
import hosts from '../../resources/console/hosts';
import appletPublications from '../../resources/settings/appletPublications';
import type { ResourceDescriptor } from '../../resources/types';
import type { ActionSpec, CallSpec } from '../../resources/vocabulary';
import {
  actionsAt,
  actionState,
  buildCall,
  fillTemplate,
  formDefaults,
  formValues,
  serverMessageOf,
  taskIdOf,
} from '../../src/components/actions/actionRules';

const ctx = (perms: string[], rootOrg = false): AccessContext => ({ perms, rootOrg, settings: {} });
const action = (name: string, d: ResourceDescriptor = hosts): ActionSpec =>
  d.actions!.find((a) => a.name === name)!;
const callOf = (a: ActionSpec) => a.run as CallSpec;

const linuxHost = {
  id: 'a1',
  name: 'web-01',
  auto_info: { ansible_enabled: true, ping_enabled: true, gather_facts_enabled: true },
};
const switchHost = {
  id: 'a2',
  name: 'sw-01',
  auto_info: { ansible_enabled: false, ping_enabled: false, gather_facts_enabled: false },
};

describe('where actions show and whether they can be pressed', () => {
  it('places the asset actions on rows, the detail page and the selection', () => {
    expect(actionsAt(hosts, 'row').map((a) => a.name)).toEqual(['test', 'refresh']);
    expect(actionsAt(hosts, 'detail').map((a) => a.name)).toEqual(['test', 'refresh']);
    expect(actionsAt(hosts, 'header', true).map((a) => a.name)).toEqual([
      'test_selected',
      'refresh_selected',
    ]);
    expect(actionsAt(hosts, 'header', false)).toEqual([]);
  });

  it('hides an action without its permission, one codename of a|b being enough', () => {
    const test = action('test');
    expect(actionState(hosts, test, ctx([]), { record: linuxHost }).availability).toBe('hidden');
    expect(
      actionState(hosts, test, ctx(['assets.test_assetconnectivity']), { record: linuxHost }),
    ).toEqual({ availability: 'enabled' });
    const either = { ...test, perm: 'a.x|assets.test_assetconnectivity' };
    expect(actionState(hosts, either, ctx(['assets.test_assetconnectivity'])).availability).toBe(
      'enabled',
    );
    const both = { ...test, perm: ['a.x', 'assets.test_assetconnectivity'] };
    expect(actionState(hosts, both, ctx(['assets.test_assetconnectivity'])).availability).toBe(
      'hidden',
    );
  });

  it('lets a superuser through any codename, as Django does: publishing applets', () => {
    const publish = action('publish', appletPublications);
    const everything = ['terminal.view_appletpublication', 'terminal.view_applethostdeployment'];
    expect(actionState(appletPublications, publish, ctx(everything)).availability).toBe('hidden');
    const superuser = { ...ctx([]), superuser: true };
    expect(actionState(appletPublications, publish, superuser)).toEqual({
      availability: 'enabled',
    });
  });

  it('disables a test the platform does not support, saying why', () => {
    const perms = ctx(['assets.test_assetconnectivity', 'assets.refresh_assethardwareinfo']);
    expect(actionState(hosts, action('test'), perms, { record: switchHost })).toEqual({
      availability: 'disabled',
      reason: 'actions.reason.test_unsupported',
    });
    expect(actionState(hosts, action('refresh'), perms, { record: switchHost })).toEqual({
      availability: 'disabled',
      reason: 'actions.reason.refresh_unsupported',
    });
  });

  it('disables writing actions in the root organisation but not opening a URL', () => {
    const root = ctx(['assets.test_assetconnectivity', 'terminal.monitor_session'], true);
    expect(actionState(hosts, action('test'), root, { record: linuxHost })).toEqual({
      availability: 'disabled',
      reason: 'actions.reason.root_org',
    });
    const online = { id: 's1', is_finished: false, can_join: true, can_terminate: true };
    expect(actionState(sessions, action('monitor', sessions), root, { record: online })).toEqual({
      availability: 'enabled',
    });
  });

  it('disables a bulk action until rows are selected', () => {
    const perms = ctx(['assets.test_assetconnectivity']);
    expect(actionState(hosts, action('test_selected'), perms, { selected: 0 })).toEqual({
      availability: 'disabled',
      reason: 'actions.reason.select_rows',
    });
    expect(actionState(hosts, action('test_selected'), perms, { selected: 2 }).availability).toBe(
      'enabled',
    );
  });

  it('offers terminate and monitor only on online sessions that allow them', () => {
    const perms = ctx(['terminal.terminate_session', 'terminal.monitor_session']);
    const finished = { id: 's0', is_finished: true, can_join: false, can_terminate: false };
    const stuck = { id: 's2', is_finished: false, can_join: false, can_terminate: false };
    const terminate = action('terminate', sessions);
    const monitor = action('monitor', sessions);
    expect(actionState(sessions, terminate, perms, { record: finished }).availability).toBe(
      'hidden',
    );
    expect(actionState(sessions, monitor, perms, { record: finished }).availability).toBe('hidden');
    expect(actionState(sessions, terminate, perms, { record: stuck })).toEqual({
      availability: 'disabled',
      reason: 'actions.reason.cannot_terminate',
    });
    expect(actionState(sessions, monitor, perms, { record: stuck }).availability).toBe('hidden');
  });
});

describe('what a call sends', () => {
  it('fills {id}, {field} and {ids}, encoding each value', () => {
    const input = {
      record: { id: 'a/1', platform: { id: 7, name: 'Linux' }, kind: { value: 'x y' } },
      ids: ['a 1', 'b&2'],
      values: {},
    };
    expect(fillTemplate('/api/{id}/{platform}/{kind}/', input)).toBe('/api/a%2F1/7/x%20y/');
    expect(fillTemplate('/api/?ids={ids}', input)).toBe('/api/?ids=a%201,b%262');
    expect(() => fillTemplate('/api/{missing}/', input)).toThrow('{missing}');
  });

  it('builds the asset test, the bulk test and a session kill as the server expects them', () => {
    const input = { record: linuxHost, ids: [], values: {} };
    expect(buildCall(callOf(action('test')), input)).toEqual({
      method: 'POST',
      url: '/api/v1/assets/assets/a1/tasks/',
      body: { action: 'test' },
    });
    expect(buildCall(callOf(action('test_selected')), { ids: ['a1', 'a2'], values: {} })).toEqual({
      method: 'POST',
      url: '/api/v1/assets/assets/tasks/',
      body: { action: 'test', assets: ['a1', 'a2'] },
    });
    expect(
      buildCall(callOf(action('terminate', sessions)), {
        record: { id: 's1' },
        ids: [],
        values: {},
      }).body,
    ).toEqual(['s1']);
  });

  it("prefills a gateway test's port from its ssh protocol and checks what is typed", () => {
    const run = action('test', gateways).run;
    if (run.kind !== 'call' || !run.form) throw new Error('the gateway test has a form');
    const record = { id: 'g1', protocols: [{ name: 'ssh', port: 2222 }] };
    expect(formDefaults(run.form, { record, ids: [], values: {} })).toEqual({ port: 2222 });
    expect(formValues(run.form, { port: '2200' })).toEqual({ values: { port: 2200 } });
    expect(formValues(run.form, { port: '' })).toEqual({ errors: { port: 'required' } });
    expect(formValues(run.form, { port: '22.5' })).toEqual({ errors: { port: 'number' } });
  });
});

describe('what an answer says', () => {
  it('finds the task id under its key', () => {
    expect(taskIdOf({ task: 'abc' })).toBe('abc');
    expect(taskIdOf({ task_id: 'abc' }, 'task_id')).toBe('abc');
    expect(taskIdOf({ ok: [] })).toBeNull();
    expect(taskIdOf('abc')).toBeNull();
  });

  it("takes the server's msg, detail or bare string", () => {
    expect(serverMessageOf({ msg: 'Sent' })).toBe('Sent');
    expect(serverMessageOf({ detail: 'Done' })).toBe('Done');
    expect(serverMessageOf('ok')).toBe('ok');
    expect(serverMessageOf({ ok: ['x'] })).toBeNull();
  });
});
