/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) with one step of clock drift either way. */
import { createHmac, randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(s: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of s.replace(/=+$/, '').toUpperCase()) {
    const idx = BASE32.indexOf(ch);
    if (idx < 0) continue;
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function totp(secret: string, time = Date.now(), step = 30): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / step)));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

export function verifyTotp(secret: string, code: string, time = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return [-1, 0, 1].some((d) => totp(secret, time + d * 30_000) === code);
}

/** A new secret as the backend makes one: 10 random bytes, base32 (16 characters). */
export function newOtpSecret(): string {
  const bytes = randomBytes(10);
  let out = '';
  for (let i = 0; i < bytes.length * 8; i += 5) {
    const byte = i >> 3;
    const word = (bytes[byte]! << 8) | (bytes[byte + 1] ?? 0);
    out += BASE32[(word >> (11 - (i & 7))) & 31];
  }
  return out;
}
