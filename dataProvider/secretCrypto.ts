/**
 * Client half of the platform's secret-encryption wire format: `<rsaKeyCipher>:<aesCipher>`.
 *
 * A fresh short AES key encrypts the secret (AES-128-ECB, zero padding) and the session's RSA
 * public key (cookie `jms_public_key`) encrypts that AES key (PKCS#1 v1.5). The backend decides
 * "encrypted or not" by the `:` split and falls back to plaintext, so every detail here is contract.
 *
 * Pure: the caller passes the raw cookie value; nothing here touches document.cookie.
 */
import JSEncrypt from 'jsencrypt';
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
// lib-typedarrays patches WordArray.create to accept Uint8Array; importing it is what enables that.
import WordArray from 'crypto-js/lib-typedarrays';
import ECB from 'crypto-js/mode-ecb';
import ZeroPadding from 'crypto-js/pad-zeropadding';
import { DEFAULT_SECRET_FIELDS } from './secrets';

/** The fields encrypted when none are named (one list, kept in secrets.ts). */
export const SECRET_FIELDS = DEFAULT_SECRET_FIELDS;

const KEY_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A random [0-9a-z] string of 10–12 characters: same alphabet and length as the original
 * `(Math.random() + 1).toString(36).substring(2)`, but from crypto.getRandomValues.
 */
export function generateAesKey(): string {
  const out: string[] = [];
  const targetLength = 10 + (randomBytes(1)[0]! % 3);
  while (out.length < targetLength) {
    for (const byte of randomBytes(16)) {
      // Rejection sampling: 252 = 7 * 36, so accepted bytes map onto the alphabet without bias.
      if (byte < 252 && out.length < targetLength) out.push(KEY_ALPHABET[byte % 36]!);
    }
  }
  return out.join('');
}

function randomBytes(n: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}

/**
 * AES-128-ECB with zero padding, base64 of the raw ciphertext. The key is the UTF-8 bytes of
 * `key`, truncated/right-padded with 0x00 to 16 bytes. Zero padding (not PKCS#7) because the
 * server strips trailing NULs after decrypting; already-aligned input gets no extra block.
 */
export function aesEncryptZeroPadded(plain: string, key: string): string {
  const keyBytes = new Uint8Array(16);
  keyBytes.set(new TextEncoder().encode(key).subarray(0, 16));
  const encrypted = AES.encrypt(
    WordArray.create(new TextEncoder().encode(plain)),
    WordArray.create(keyBytes),
    { mode: ECB, padding: ZeroPadding },
  );
  return encrypted.ciphertext.toString(Base64);
}

/** The cookie holds `"` + base64(PEM) + `"` (the server's cookie writer quotes it). */
function publicKeyFromCookie(cookie: string): string {
  try {
    return atob(cookie.replaceAll('"', ''));
  } catch {
    throw new Error('jms_public_key cookie is not valid base64');
  }
}

/**
 * Encrypt one secret for the wire. No cookie (or an empty one, e.g. after logout) means the
 * server expects plaintext, so the value is returned unchanged. A cookie that is present but
 * unusable throws rather than sending a broken cipher the server would store verbatim.
 */
export function encryptSecret(plain: string, publicKeyCookie?: string | null): string {
  if (!plain) return '';
  if (!publicKeyCookie || !publicKeyCookie.replaceAll('"', '')) return plain;

  const aesKey = generateAesKey();
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyFromCookie(publicKeyCookie));
  const keyCipher = rsa.encrypt(aesKey);
  if (!keyCipher) throw new Error('jms_public_key cookie does not hold a usable RSA public key');

  return `${keyCipher}:${aesEncryptZeroPadded(plain, aesKey)}`;
}

/** A shallow copy of `data` with each listed field that holds a non-empty string encrypted. */
export function encryptSecretFields<T extends Record<string, unknown>>(
  data: T,
  publicKeyCookie: string | null | undefined,
  fields: readonly string[] = SECRET_FIELDS,
): T {
  const out: Record<string, unknown> = { ...data };
  for (const field of fields) {
    const value = out[field];
    if (typeof value === 'string' && value !== '') {
      out[field] = encryptSecret(value, publicKeyCookie);
    }
  }
  return out as T;
}
