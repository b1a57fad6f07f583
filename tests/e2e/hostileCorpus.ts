/**
 * The hostile-data corpus (issue 21 §3) the hostile suites seed into the demo backend:
 * script-injection, interpolation and spreadsheet-formula payloads, bidi/zero-width/emoji text and
 * a 10,000-character value. A payload that runs bumps `window.__hostileRan`.
 */
import type { Backend } from '../../mock/backend';

export const RAN = 'window.__hostileRan=(window.__hostileRan||0)+1';
export const PAYLOADS = [
  `<img src=x onerror="${RAN}">`,
  `<svg onload="${RAN}"><circle r=1 /></svg>`,
  `"><script>${RAN}</script>`,
  `javascript:${RAN}`,
  `%{smart_count} {{constructor.constructor('${RAN}')()}} \${${RAN}}`,
  '\u202Eevil.exe\u202C zero\u200Bwidth\u200C 👩‍💻🙂 مرحبا',
  `=HYPERLINK("http://example.invalid","x")`,
  '+1+1',
  '-2+3',
  '@SUM(1+1)',
];
export const LONG = 'W'.repeat(10_000);
/** Free-text fields a person or a device writes. */
const TEXT_FIELDS = [
  'name',
  'comment',
  'title',
  'address',
  'message',
  'content',
  'command',
  'output',
  'remark',
];

/** The payloads into the first rows of every collection (names too), the long value into comments. */
export function seedHostile(backend: Backend) {
  for (const [key, rows] of backend.state.store.collections) {
    if (key.startsWith('users.user') && !key.includes('group')) continue; // keep sign-in intact
    // A site message's `content` is the id of its subject and body (seeded on their own rows).
    if (key === 'notifications.site_messages') continue;
    rows.slice(0, PAYLOADS.length).forEach((row, i) => {
      for (const f of TEXT_FIELDS)
        if (typeof row[f] === 'string')
          row[f] = f === 'comment' && i === 0 ? LONG : `${PAYLOADS[i]} ${i}`;
    });
  }
  backend.state.store.touch();
}

/** The interpolation payload as it must read on screen: literal, never filled in. */
export const LITERAL = '%{smart_count} {{constructor';

/**
 * A record name carrying a tag to find it by, markup, interpolation strings, bidi/zero-width text
 * and the 10,000-character value last (so what is cut is the long part).
 */
export function hostileName(tag: string): string {
  return `${tag} ${PAYLOADS[0]} ${PAYLOADS[4]} ${PAYLOADS[5]} ${LONG}`;
}
