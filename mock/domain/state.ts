/**
 * Domain state that is not rows: the licence, the LDAP test and sync progress, SMS codes, task-log
 * read marks. It hangs off the Store, so `backend.reset()` (which re-seeds a new Store) resets it too.
 * Site-message listeners hang off the BackendState instead: open websockets outlive a reset.
 */
import { EventEmitter } from 'node:events';
import type { BackendState } from '../state';
import type { Store } from '../store';

export type LicenceState = 'valid' | 'expired' | 'absent';

export interface LicenceInfo {
  subscription_id: string;
  corporation: string;
  date_expired: string;
  asset_count: number;
  edition: string;
  serial_no: string;
  remark: string;
}

export interface LdapTest {
  /** polls left before the running test reports its result */
  pollsLeft: number;
  status: number;
  body: unknown;
}

export interface DomainState {
  licence: LicenceInfo | null;
  ldap: {
    test: LdapTest | null;
    sync: 'none' | 'running' | 'over';
    /** polls of users/?cache_police=1 left while the sync runs */
    syncPollsLeft: number;
    syncError: string;
    cache: LdapUser[] | null;
  };
  /** the last SMS code sent to each user (by id), for the confirm dialog */
  smsCodes: Map<string, string>;
  /** users who may receive SMS codes (the demo has no SMS gateway unless a test enables it) */
  smsEnabled: boolean;
  /** task-log read marks: mark -> characters already returned */
  logMarks: Map<string, { taskId: string; offset: number }>;
  /** polls each running task has been followed for */
  taskProgress: Map<string, number>;
  /** confirmations of bearer-token callers, who have no session to keep them in */
  tokenConfirms: Map<string, { level: number; at: number }>;
  /**
   * The confirmation the secret endpoints ask for: mfa, as the real server does. A test or demo
   * may lower it to reach the password and relogin dialogs from the console's only confirm-guarded
   * screen (the real relogin-level endpoints, IM unbinding, have no screen here).
   */
  secretsConfirmLevel: 'relogin' | 'password' | 'mfa';
}

export interface LdapUser {
  id: string;
  username: string;
  name: string;
  email: string;
  groups: string[];
  password: string;
}

const byStore = new WeakMap<Store, DomainState>();

export function domainOf(state: BackendState): DomainState {
  let d = byStore.get(state.store);
  if (!d) {
    d = {
      licence: null,
      ldap: { test: null, sync: 'none', syncPollsLeft: 0, syncError: '', cache: null },
      smsCodes: new Map(),
      smsEnabled: false,
      logMarks: new Map(),
      taskProgress: new Map(),
      tokenConfirms: new Map(),
      secretsConfirmLevel: 'mfa',
    };
    byStore.set(state.store, d);
  }
  return d;
}

const emitters = new WeakMap<BackendState, EventEmitter>();

/** Emits `unread` with the user id whenever that user's unread site-message count may have changed. */
export function siteMessageEvents(state: BackendState): EventEmitter {
  let e = emitters.get(state);
  if (!e) {
    e = new EventEmitter();
    e.setMaxListeners(0);
    emitters.set(state, e);
  }
  return e;
}
