/**
 * The build's precompressed files (issue 36): `.gz` and `.br` beside every JS, CSS, SVG, JSON and
 * HTML file over 1 KiB, holding exactly the file; nothing for smaller or other files.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir, servedBytes } from '../../scripts/lib/precompress';

const text = (bytes: number) =>
  'const row = { name: "admin", role: "Administrator" };\n'.repeat(bytes / 50);

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(files: Record<string, string | Buffer>): string {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return dir;
}

describe('precompressDir', () => {
  it('writes .gz and .br beside each text file over 1 KiB, holding exactly the file', async () => {
    const root = build({
      'index.html': `<!doctype html>${text(2000)}`,
      'assets/entry-abc.js': text(40_000),
      'assets/entry-abc.css': `.a{color:red}\n`.repeat(200),
      'assets/icon.svg': `<svg>${'<path d="M0 0h24v24H0z"/>'.repeat(80)}</svg>`,
      'assets/data.json': JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i }))),
      'assets/lib.mjs': text(3000),
    });
    const written = await precompressDir(root);
    expect(written).toHaveLength(6);
    for (const file of written) {
      const body = readFileSync(file);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(body), file).toBe(true);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(body), file).toBe(true);
      expect(servedBytes(file, 'br')).toBeLessThan(servedBytes(file, 'gzip'));
      expect(servedBytes(file, 'gzip')).toBeLessThan(body.length);
    }
  });

  it('leaves small files, images and fonts as they are, and serves them as they are', async () => {
    const root = build({
      'assets/small.js': text(500),
      'assets/logo.png': Buffer.alloc(4096, 7),
      'assets/font.woff2': Buffer.alloc(4096, 9),
    });
    expect(await precompressDir(root)).toEqual([]);
    for (const name of ['assets/small.js', 'assets/logo.png', 'assets/font.woff2']) {
      expect(existsSync(join(root, `${name}.gz`)), name).toBe(false);
      expect(existsSync(join(root, `${name}.br`)), name).toBe(false);
      expect(servedBytes(join(root, name), 'br')).toBe(readFileSync(join(root, name)).length);
    }
  });
});
