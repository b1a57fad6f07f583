/**
 * The platform's own images under /static/img/ that both consoles reference (the public settings'
 * `INTERFACE` logos and favicon, the login image, the default avatar): small pictures drawn here,
 * encoded as PNG (the favicon as an ICO holding a PNG), made once per process.
 */
import { deflateSync } from 'node:zlib';

type Rgba = readonly [number, number, number, number];
/** The colour of one pixel; x and y run from 0 to 1 across the picture. */
type Painter = (x: number, y: number) => Rgba;

const CLEAR: Rgba = [0, 0, 0, 0];
const BRAND: Rgba = [31, 58, 147, 255];
const WHITE: Rgba = [255, 255, 255, 255];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGBA PNG of `width` × `height`, each pixel from `paint`. */
export function png(width: number, height: number, paint: Painter): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 4 + 1);
    for (let x = 0; x < width; x++) {
      const [r, g, b, a] = paint((x + 0.5) / width, (y + 0.5) / height);
      raw.set([r, g, b, a], row + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** An ICO file holding one PNG image (what browsers read since Windows Vista's format). */
function ico(size: number, image: Buffer): Buffer {
  const dir = Buffer.alloc(22);
  dir.writeUInt16LE(1, 2);
  dir.writeUInt16LE(1, 4);
  dir.set([size % 256, size % 256, 0, 0], 6);
  dir.writeUInt16LE(1, 10);
  dir.writeUInt16LE(32, 12);
  dir.writeUInt32LE(image.length, 14);
  dir.writeUInt32LE(22, 18);
  return Buffer.concat([dir, image]);
}

/** The mark: a rounded square with a bar and a hook cut out of it, in `ink` on `ground`. */
function mark(ink: Rgba, ground: Rgba): Painter {
  return (x, y) => {
    const dx = Math.max(Math.abs(x - 0.5) - 0.3, 0);
    const dy = Math.max(Math.abs(y - 0.5) - 0.3, 0);
    if (Math.hypot(dx, dy) > 0.18) return CLEAR;
    const stem = x > 0.56 && x < 0.68 && y > 0.22 && y < 0.68;
    const hook = Math.abs(Math.hypot(x - 0.45, y - 0.62) - 0.17) < 0.06 && y > 0.62;
    return stem || hook ? ground : ink;
  };
}

/** The wide logo of dark headers: the mark in white, then white bars standing for the name. */
const markAndName: Painter = (x, y) => {
  const square = mark(WHITE, CLEAR);
  if (x < 0.25) return square(x * 4, y);
  const bar = (from: number, to: number) => x > from && x < to && y > 0.38 && y < 0.62;
  return bar(0.3, 0.52) || bar(0.56, 0.7) || bar(0.74, 0.96) ? WHITE : CLEAR;
};

const loginImage: Painter = (x, y) => {
  const t = (x + y) / 2;
  return [Math.round(31 + 60 * t), Math.round(58 + 90 * t), Math.round(147 + 80 * t), 255];
};

const avatar: Painter = (x, y) => {
  const r = Math.hypot(x - 0.5, y - 0.5);
  if (r > 0.5) return CLEAR;
  const head = Math.hypot(x - 0.5, y - 0.38) < 0.17;
  const body = Math.hypot((x - 0.5) / 1.4, y - 0.95) < 0.3;
  return head || body ? WHITE : [176, 184, 196, 255];
};

const DRAWN: Record<string, { type: string; make: () => Buffer }> = {
  'img/logo.png': { type: 'image/png', make: () => png(64, 64, mark(BRAND, WHITE)) },
  'img/logo_text_white.png': { type: 'image/png', make: () => png(200, 50, markAndName) },
  'img/login_image.png': { type: 'image/png', make: () => png(480, 360, loginImage) },
  'img/facio.ico': { type: 'image/x-icon', make: () => ico(32, png(32, 32, mark(BRAND, WHITE))) },
  'img/avatar/user.png': { type: 'image/png', make: () => png(64, 64, avatar) },
};

const made = new Map<string, Buffer>();

/** The image at `/static/<path>`, or null when the platform has none there. */
export function staticImage(path: string): { type: string; body: Buffer } | null {
  const drawn = DRAWN[path];
  if (!drawn) return null;
  let body = made.get(path);
  if (!body) made.set(path, (body = drawn.make()));
  return { type: drawn.type, body };
}
