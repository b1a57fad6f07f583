/**
 * Which values of a write body are secrets, and encrypting them before they leave the browser
 * (docs/wire.md §10). The crypto libraries load only when a secret is present.
 */
import { PUBLIC_KEY_COOKIE, readCookie } from './cookies';
import type { FieldsMeta } from './types';

/**
 * Encrypted by default (the generic form's list); pages add their own (e.g. `EMAIL_HOST_PASSWORD`).
 */
export const DEFAULT_SECRET_FIELDS = ['password', 'secret', 'private_key', 'token'] as const;

type Body = Record<string, unknown>;

function isRecord(v: unknown): v is Body {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

/**
 * A copy of `body` with every non-empty string under a secret name passed through `fn`. Nested
 * serializers and nested lists are entered only where the metadata says they are (an asset's
 * `accounts[].secret`); a JSON value that merely contains a "password" key is left alone.
 */
function mapSecrets(
  body: Body,
  names: ReadonlySet<string>,
  fields: FieldsMeta | null | undefined,
  fn: (plain: string) => string,
): Body {
  const out: Body = { ...body };
  for (const [key, value] of Object.entries(body)) {
    const meta = fields?.[key];
    if (names.has(key) && typeof value === 'string' && value !== '') {
      out[key] = fn(value);
    } else if (meta?.children && isRecord(value)) {
      out[key] = mapSecrets(value, names, meta.children, fn);
    } else if (meta?.child?.children && Array.isArray(value)) {
      const children = meta.child.children;
      out[key] = value.map((item) =>
        isRecord(item) ? mapSecrets(item, names, children, fn) : item,
      );
    }
  }
  return out;
}

export function secretNames(extra: readonly string[] = []): Set<string> {
  return new Set([...DEFAULT_SECRET_FIELDS, ...extra]);
}

/** Whether `body` holds a secret value to encrypt. */
export function hasSecrets(
  body: Body,
  names: ReadonlySet<string>,
  fields?: FieldsMeta | null,
): boolean {
  let found = false;
  mapSecrets(body, names, fields, (plain) => {
    found = true;
    return plain;
  });
  return found;
}

/**
 * `body` with its secrets encrypted for the session's public key, or unchanged (plain) when the
 * `jms_public_key` cookie is absent, which the server accepts.
 */
export async function encryptSecrets(
  body: Body,
  opts: { names?: ReadonlySet<string>; fields?: FieldsMeta | null } = {},
): Promise<Body> {
  const names = opts.names ?? secretNames();
  if (!hasSecrets(body, names, opts.fields)) return body;
  const publicKey = readCookie(PUBLIC_KEY_COOKIE);
  if (!publicKey || !publicKey.replaceAll('"', '')) return body;
  const { encryptSecret } = await import('./secretCrypto');
  return mapSecrets(body, names, opts.fields, (plain) => encryptSecret(plain, publicKey));
}
