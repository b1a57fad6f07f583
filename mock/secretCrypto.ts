/**
 * Server half of the platform's secret-encryption wire format (`<rsaKeyCipher>:<aesCipher>`), for
 * the demo backend. Mirrors the real server: anything that does not decrypt cleanly is taken to
 * be plaintext, so decryptSecret never throws.
 */
import crypto from 'node:crypto';

export interface SessionKeyPair {
  publicKeyPem: string;
  privateKeyPem: string;
  /** Value for the `jms_public_key` cookie: base64 of the PEM, wrapped in `"` like the real server. */
  cookieValue: string;
}

export function generateSessionKeyPair(): SessionKeyPair {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    publicKeyPem: publicKey,
    privateKeyPem: privateKey,
    cookieValue: `"${Buffer.from(publicKey, 'utf8').toString('base64')}"`,
  };
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Strip PKCS#1 v1.5 type-2 padding: 0x00 0x02 <at least 8 non-zero bytes> 0x00 <message>.
 * Done by hand because Node 20 refuses privateDecrypt with RSA_PKCS1_PADDING (CVE-2023-46809
 * hardening against Bleichenbacher timing), so we decrypt raw and unpad here.
 */
function unpadPkcs1Type2(block: Buffer): Buffer | null {
  if (block.length < 11 || block[0] !== 0x00 || block[1] !== 0x02) return null;
  const sep = block.indexOf(0x00, 2);
  if (sep < 10) return null; // no separator, or fewer than 8 padding bytes
  return block.subarray(sep + 1);
}

function rsaDecrypt(cipherB64: string, privateKeyPem: string): Buffer | null {
  const key = crypto.createPrivateKey(privateKeyPem);
  const size = (key.asymmetricKeyDetails?.modulusLength ?? 0) / 8;
  let cipher = Buffer.from(cipherB64, 'base64');
  // Older JSEncrypt dropped leading zero bytes of the ciphertext (127 bytes for a 1024-bit key);
  // raw RSA needs the full modulus length, so left-pad with 0x00.
  if (cipher.length < size) cipher = Buffer.concat([Buffer.alloc(size - cipher.length), cipher]);
  if (cipher.length !== size) return null;
  const block = crypto.privateDecrypt({ key, padding: crypto.constants.RSA_NO_PADDING }, cipher);
  return unpadPkcs1Type2(block);
}

function aesDecryptZeroPadded(cipherB64: string, keyText: Buffer): string | null {
  if (keyText.length === 0) return null;
  // Key bytes right-padded with 0x00 to a multiple of 16, capped at 32: AES-128 or AES-256
  // (padding to 16s never yields 24 bytes, so AES-192 cannot occur).
  const keyLength = Math.min(Math.ceil(keyText.length / 16) * 16, 32);
  const key = Buffer.alloc(keyLength);
  keyText.copy(key, 0, 0, keyLength);
  const decipher = crypto.createDecipheriv(`aes-${keyLength * 8}-ecb`, key, null);
  // The client pads with zeros, not PKCS#7: decrypt raw and strip trailing NULs instead.
  decipher.setAutoPadding(false);
  const plain = Buffer.concat([
    decipher.update(Buffer.from(cipherB64, 'base64')),
    decipher.final(),
  ]);
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0x00) end--;
  // fatal: a wrong key yields bytes that are almost never valid UTF-8, so treat it as a failure.
  return new TextDecoder('utf-8', { fatal: true }).decode(plain.subarray(0, end));
}

/** Decrypt `<rsaKeyCipher>:<aesCipher>`; anything else, or any failure, returns `value` as is. */
export function decryptSecret(value: string, privateKeyPem: string): string {
  const parts = value.split(':');
  if (parts.length !== 2) return value;
  const [keyCipher, secretCipher] = parts as [string, string];
  if (!BASE64.test(keyCipher) || !BASE64.test(secretCipher)) return value;
  try {
    const aesKey = rsaDecrypt(keyCipher, privateKeyPem);
    if (!aesKey) return value;
    return aesDecryptZeroPadded(secretCipher, aesKey) ?? value;
  } catch {
    return value;
  }
}
