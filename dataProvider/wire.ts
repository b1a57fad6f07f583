/**
 * Records keep the server's representation for display ({value, label} choices, {id, name}
 * relations); what goes back to the server is the raw value the backend accepts (protocol.md §3.4).
 */

function isChoice(v: unknown): v is { value: unknown; label?: unknown } {
  return !!v && typeof v === 'object' && !Array.isArray(v) && 'value' in v && Object.keys(v).every((k) => k === 'value' || k === 'label');
}

function isRelation(v: unknown): v is { id: unknown } {
  return !!v && typeof v === 'object' && !Array.isArray(v) && 'id' in v;
}

export function toWireValue(v: unknown): unknown {
  if (isChoice(v)) return v.value;
  if (isRelation(v)) return v.id;
  if (Array.isArray(v)) return v.map((item) => (isChoice(item) ? item.value : isRelation(item) && Object.keys(item).length <= 3 && !('port' in item) ? item.id : item));
  return v;
}

export function toWire(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) out[k] = toWireValue(v);
  return out;
}
