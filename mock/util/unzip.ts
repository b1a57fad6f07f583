/**
 * A minimal zip reader for uploads (stored and deflated entries, from the central directory);
 * null when the bytes are not a readable zip.
 */
import { inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  dir: boolean;
  data: Buffer;
}

export function unzip(bytes: Buffer): ZipEntry[] | null {
  try {
    let end = -1;
    for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--)
      if (bytes.readUInt32LE(i) === 0x06054b50) {
        end = i;
        break;
      }
    if (end < 0) return null;
    const count = bytes.readUInt16LE(end + 10);
    let at = bytes.readUInt32LE(end + 16);
    const out: ZipEntry[] = [];
    for (let n = 0; n < count; n++) {
      if (bytes.readUInt32LE(at) !== 0x02014b50) return null;
      const method = bytes.readUInt16LE(at + 10);
      const size = bytes.readUInt32LE(at + 20);
      const nameLen = bytes.readUInt16LE(at + 28);
      const extraLen = bytes.readUInt16LE(at + 30);
      const commentLen = bytes.readUInt16LE(at + 32);
      const local = bytes.readUInt32LE(at + 42);
      const name = bytes.subarray(at + 46, at + 46 + nameLen).toString('utf8');
      at += 46 + nameLen + extraLen + commentLen;
      if (bytes.readUInt32LE(local) !== 0x04034b50) return null;
      const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      const raw = bytes.subarray(start, start + size);
      if (method !== 0 && method !== 8) return null;
      const data = method === 8 ? inflateRawSync(raw) : Buffer.from(raw);
      out.push({ name: name.replace(/\/$/, ''), dir: name.endsWith('/'), data });
    }
    return out;
  } catch {
    return null;
  }
}
