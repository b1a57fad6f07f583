/**
 * Declared calls on the wire: the one module that sends what a descriptor declares (an action's
 * call, a relation tab's add and remove) through the data provider. The URL, query and body come
 * from the declaration (actionRules.ts fills them in); components only say which call to make.
 */
import type { JmsDataProvider } from '../../../dataProvider';
import type { ActionInput, AnyRecord, CallSpec } from '../../../resources/vocabulary';
import { buildCall } from './actionRules';

/**
 * Sends `spec` for this input: its URL filled from the record or the selection, the selection as
 * `?spm=` where it says so (cached on the server first), its secrets encrypted. Silent: the caller
 * tells what happened.
 */
export async function sendCall(
  dataProvider: JmsDataProvider,
  spec: CallSpec,
  input: ActionInput,
): Promise<unknown> {
  const built = buildCall(spec, input);
  const spm = spec.spm ? await dataProvider.cacheResources(input.ids) : null;
  return dataProvider.call(built.method, built.url, built.body, {
    query: spm ? { ...built.query, spm } : built.query,
    encrypt: built.encrypt,
    silent: true,
  });
}

/** A record read again at a declared URL (`after.settle`). */
export function readAt(dataProvider: JmsDataProvider, url: string): Promise<AnyRecord> {
  return dataProvider.getAt<AnyRecord>(url, { silent: true });
}
