/**
 * A small ANSI SGR parser: a task log's text becomes styled segments that React renders as spans
 * (never as HTML). Colours, bold, italic, underline and resets are kept; every other escape
 * sequence is dropped. CRLF becomes a line break, a lone CR is dropped (progress redraws), and the
 * worker's end mark (five NULs) never shows. The style carries from one chunk to the next.
 */

export interface AnsiStyle {
  /** A palette name (`red`, `bright-green`) or an `#rrggbb` (256 and true colours). */
  fg?: string;
  bg?: string;
  bold?: boolean;
  dim?: boolean;
  italic?: boolean;
  underline?: boolean;
}

export interface AnsiSegment {
  text: string;
  style: AnsiStyle;
}

/** The worker's end mark is five of these (NUL). */
const END_MARK_CHAR = String.fromCharCode(0);

const NAMES = ['black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white'] as const;

/** The 16 basic colours as CSS (a dark terminal's palette). */
export const PALETTE: Record<string, string> = {
  black: '#3b3b3b',
  red: '#e06c75',
  green: '#98c379',
  yellow: '#e5c07b',
  blue: '#61afef',
  magenta: '#c678dd',
  cyan: '#56b6c2',
  white: '#dcdfe4',
  'bright-black': '#7f848e',
  'bright-red': '#ff7b86',
  'bright-green': '#b5e890',
  'bright-yellow': '#ffd68a',
  'bright-blue': '#7cc4ff',
  'bright-magenta': '#de9bf0',
  'bright-cyan': '#6fd9e5',
  'bright-white': '#ffffff',
};

const hex = (n: number) => n.toString(16).padStart(2, '0');

/** xterm's 256-colour cube and grey ramp (0–15 map to the palette names). */
function color256(n: number): string {
  if (n < 8) return NAMES[n]!;
  if (n < 16) return `bright-${NAMES[n - 8]!}`;
  if (n < 232) {
    const v = [Math.floor((n - 16) / 36), Math.floor((n - 16) / 6) % 6, (n - 16) % 6].map((c) =>
      c ? 55 + c * 40 : 0,
    );
    return `#${v.map(hex).join('')}`;
  }
  const g = 8 + (n - 232) * 10;
  return `#${hex(g)}${hex(g)}${hex(g)}`;
}

/** Applies one SGR parameter list to a style (returns a new style). */
export function applySgr(style: AnsiStyle, params: number[]): AnsiStyle {
  let s: AnsiStyle = { ...style };
  const codes = params.length ? params : [0];
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i]!;
    if (c === 0) s = {};
    else if (c === 1) s.bold = true;
    else if (c === 2) s.dim = true;
    else if (c === 3) s.italic = true;
    else if (c === 4) s.underline = true;
    else if (c === 22) s.bold = s.dim = undefined;
    else if (c === 23) s.italic = undefined;
    else if (c === 24) s.underline = undefined;
    else if (c >= 30 && c <= 37) s.fg = NAMES[c - 30];
    else if (c === 39) s.fg = undefined;
    else if (c >= 40 && c <= 47) s.bg = NAMES[c - 40];
    else if (c === 49) s.bg = undefined;
    else if (c >= 90 && c <= 97) s.fg = `bright-${NAMES[c - 90]!}`;
    else if (c >= 100 && c <= 107) s.bg = `bright-${NAMES[c - 100]!}`;
    else if (c === 38 || c === 48) {
      const key = c === 38 ? 'fg' : 'bg';
      if (codes[i + 1] === 5 && codes[i + 2] !== undefined) {
        s[key] = color256(codes[i + 2]!);
        i += 2;
      } else if (codes[i + 1] === 2 && codes[i + 4] !== undefined) {
        s[key] =
          `#${[codes[i + 2]!, codes[i + 3]!, codes[i + 4]!].map((v) => hex(v & 255)).join('')}`;
        i += 4;
      }
    }
  }
  for (const k of Object.keys(s) as (keyof AnsiStyle)[]) if (s[k] === undefined) delete s[k];
  return s;
}

// CSI sequences (ESC [ params final), OSC sequences (ESC ] … BEL/ST) and other two-byte escapes.
const ESCAPE =
  // eslint-disable-next-line no-control-regex
  /\u001b\[([0-9;?]*)([@-~])|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-Z\\-_]/g;

/** Normalises line ends and drops the end mark. */
export function cleanText(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(/\r/g, '').split(END_MARK_CHAR).join('');
}

/** Parses a chunk from `style`; returns its segments and the style the next chunk starts with. */
export function parseAnsi(
  text: string,
  style: AnsiStyle = {},
): { segments: AnsiSegment[]; style: AnsiStyle } {
  const segments: AnsiSegment[] = [];
  const clean = cleanText(text);
  let current = style;
  let last = 0;
  const push = (t: string) => {
    if (!t) return;
    const prev = segments[segments.length - 1];
    if (prev && prev.style === current) prev.text += t;
    else segments.push({ text: t, style: current });
  };
  for (const m of clean.matchAll(ESCAPE)) {
    push(clean.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[2] === 'm') {
      const params = (m[1] ?? '')
        .split(';')
        .filter((p) => p !== '' && p !== '?')
        .map(Number);
      current = applySgr(current, params);
    }
  }
  push(clean.slice(last));
  return { segments, style: current };
}

/** The CSS of a style. */
export function styleCss(style: AnsiStyle): Record<string, string> {
  const css: Record<string, string> = {};
  const colour = (c: string) => PALETTE[c] ?? c;
  if (style.fg) css.color = colour(style.fg);
  if (style.bg) css.backgroundColor = colour(style.bg);
  if (style.bold) css.fontWeight = 'bold';
  if (style.dim) css.opacity = '0.7';
  if (style.italic) css.fontStyle = 'italic';
  if (style.underline) css.textDecoration = 'underline';
  return css;
}
