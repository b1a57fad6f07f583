/** SSH public keys as the profile shows them: the key's comment and its MD5 fingerprint. */
import { createHash } from 'node:crypto';
import type { Row } from '../types';

const KEY =
  /^(ssh-(?:rsa|dss|ed25519)|ecdsa-sha2-nistp(?:256|384|521)) ([A-Za-z0-9+/]+={0,2})(?: (.*))?$/;

export interface ParsedKey {
  comment: string;
  md5: string;
}

/** null when the text is not an OpenSSH public key (the type named inside must match). */
export function parsePublicKey(text: string): ParsedKey | null {
  const m = KEY.exec(text.trim());
  if (!m) return null;
  const blob = Buffer.from(m[2]!, 'base64');
  const typeLength = blob.length >= 4 ? blob.readUInt32BE(0) : -1;
  if (typeLength <= 0 || blob.subarray(4, 4 + typeLength).toString('latin1') !== m[1]) return null;
  const hex = createHash('md5').update(blob).digest('hex');
  return { comment: (m[3] ?? '').trim(), md5: hex.match(/../g)!.join(':') };
}

/** The profile's view of a user's stored key. */
export function publicKeyInfo(user: Row): {
  public_key_comment: string;
  public_key_hash_md5: string;
} {
  const parsed = typeof user.public_key === 'string' ? parsePublicKey(user.public_key) : null;
  return { public_key_comment: parsed?.comment ?? '', public_key_hash_md5: parsed?.md5 ?? '' };
}
