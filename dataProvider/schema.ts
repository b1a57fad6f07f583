/**
 * OPTIONS metadata, fetched once per URL + organisation + language and shared by every reader
 * (table, filters, forms, and the data provider's own write conversion).
 *
 * One request per resource: the list URL's OPTIONS holds every method's field map (GET, POST, and
 * for bulk viewsets PUT/PATCH, which describe the same serializer as the detail URL's PUT).
 * Answers are kept in memory and, for the rest of the sign-in, in the tab's sessionStorage.
 */
import { csrfToken, LANGUAGE_COOKIE, readCookie } from './cookies';
import { orgHeader } from './requestHeaders';
import type { FieldsMeta, OptionsResponse, SchemaMethod } from './types';

/** The query Lina put on every metadata URL; kept so the URL (and any server cache) match. */
export const OPTIONS_QUERY = { draw: 1, display: 1 } as const;

/** Where each method's fields come from when the URL does not describe that method itself. */
const FALLBACK: Record<SchemaMethod, SchemaMethod[]> = {
  GET: ['GET'],
  POST: ['POST'],
  PUT: ['PUT', 'POST'],
  PATCH: ['PATCH', 'PUT', 'POST'],
};

export function selectFields(
  options: OptionsResponse | undefined,
  method: SchemaMethod,
): FieldsMeta {
  for (const m of FALLBACK[method]) {
    const fields = options?.actions?.[m];
    if (fields) return fields;
  }
  return {};
}

/** The language the server answers in: its cookie, else the browser's Accept-Language (stable). */
export function languageKey(): string {
  return readCookie(LANGUAGE_COOKIE) ?? '';
}

/** What makes two metadata answers differ: the URL, the organisation and the language. */
export function optionsCacheKey(url: string): string {
  return JSON.stringify([url, orgHeader(), languageKey()]);
}

export interface OptionsCache {
  get(url: string): Promise<OptionsResponse>;
  clear(): void;
}

/**
 * Answers kept for the rest of the sign-in in this tab, so a page reload (an org switch reloads
 * the console) does not ask again. Metadata holds no secrets; the partition changes with every
 * sign-in (Django rotates the CSRF token at login), so another user never reads these.
 */
export const OPTIONS_STORAGE_KEY = 'jms.options.v1';

interface StoredOptions {
  signIn: string;
  entries: Record<string, OptionsResponse>;
}

/** FNV-1a of the CSRF token: identifies the sign-in without keeping the token itself. */
function signInKey(): string {
  const token = csrfToken() ?? '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readStored(storage: Storage | null): StoredOptions {
  const empty = { signIn: signInKey(), entries: {} };
  if (!storage) return empty;
  try {
    const stored = JSON.parse(
      storage.getItem(OPTIONS_STORAGE_KEY) ?? 'null',
    ) as StoredOptions | null;
    return stored && stored.signIn === empty.signIn && stored.entries ? stored : empty;
  } catch {
    return empty;
  }
}

function writeStored(storage: Storage | null, key: string, body: OptionsResponse): void {
  if (!storage) return;
  const stored = readStored(storage);
  stored.entries[key] = body;
  try {
    storage.setItem(OPTIONS_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Full: start over with this answer only; the memory cache still serves this page.
    try {
      storage.setItem(OPTIONS_STORAGE_KEY, JSON.stringify({ ...stored, entries: { [key]: body } }));
    } catch {
      storage.removeItem(OPTIONS_STORAGE_KEY);
    }
  }
}

/**
 * Whether the tab keeps `url`'s answer for this sign-in, organisation and language: then the page
 * load's first round (src/shell/earlyRequests.ts) does not ask for it, the cache answers.
 */
export function hasStoredOptions(url: string, storage: Storage | null = tabStorage()): boolean {
  return optionsCacheKey(url) in readStored(storage).entries;
}

/**
 * Memoises `fetchOptions` per cache key, in memory and for the sign-in in this tab; a failed
 * fetch is forgotten so it can be retried.
 */
export function createOptionsCache(
  fetchOptions: (url: string) => Promise<OptionsResponse>,
  storage: Storage | null = tabStorage(),
): OptionsCache {
  const memo = new Map<string, Promise<OptionsResponse>>();
  return {
    get(url) {
      const key = optionsCacheKey(url);
      let pending = memo.get(key);
      if (pending) return pending;
      const kept = readStored(storage).entries[key];
      pending = kept ? Promise.resolve(kept) : fetchOptions(url);
      memo.set(key, pending);
      const mine = pending;
      mine.then(
        (body) => kept || writeStored(storage, key, body),
        () => memo.get(key) === mine && memo.delete(key),
      );
      return pending;
    },
    clear: () => {
      memo.clear();
      storage?.removeItem(OPTIONS_STORAGE_KEY);
    },
  };
}
