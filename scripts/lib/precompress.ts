/**
 * The build's precompressed files: a `.gz` (gzip -9) and a `.br` (brotli at its best quality)
 * beside every text file over 1 KiB, for nginx's `gzip_static` and `brotli_static`
 * (deploy/nginx.conf). nginx then sends them as they are, compressed once at the highest levels,
 * instead of compressing on every request (or not at all, for brotli).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: the build's text files. */
export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html)$/;
/** Below this, the compressed body saves less than its headers cost. */
export const MIN_BYTES = 1024;

export const ENCODINGS = { br: '.br', gzip: '.gz' } as const;
export type Encoding = keyof typeof ENCODINGS;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

export function isPrecompressed(file: string): boolean {
  return COMPRESSIBLE.test(file) && statSync(file).size > MIN_BYTES;
}

/** Writes `<file>.gz` and `<file>.br` beside each compressible file of `dir`; returns those files. */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = filesUnder(dir).filter(isPrecompressed);
  await Promise.all(
    files.map(async (file) => {
      const body = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      writeFileSync(file + ENCODINGS.br, br);
      writeFileSync(file + ENCODINGS.gzip, gz);
    }),
  );
  return files;
}

/** The bytes nginx sends for a file of the build when the browser accepts `encoding`. */
export function servedBytes(file: string, encoding: Encoding): number {
  return isPrecompressed(file) ? statSync(file + ENCODINGS[encoding]).size : statSync(file).size;
}

/** Vite: precompresses the build once it is written. */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options) {
      if (options.dir) await precompressDir(options.dir);
    },
  };
}
