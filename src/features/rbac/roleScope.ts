import type { AnyRecord } from '../../../resources/vocabulary';

/** A role's scope: the labelled `{value,label}` of the role serializer, or a bare value. */
export function roleScope(record: AnyRecord | undefined): 'system' | 'org' {
  const scope = record?.scope;
  const value = scope && typeof scope === 'object' ? (scope as AnyRecord).value : scope;
  return value === 'org' ? 'org' : 'system';
}
