import crypto from 'node:crypto';
import { describe, it, expect } from 'vitest';
import {
  SECRET_FIELDS,
  aesEncryptZeroPadded,
  encryptSecret,
  encryptSecretFields,
  generateAesKey,
} from '../../dataProvider/secretCrypto';
import { decryptSecret, generateSessionKeyPair } from '../../mock/secretCrypto';

const pair = generateSessionKeyPair();
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function splitWire(wire: string): [string, string] {
  const parts = wire.split(':');
  expect(parts).toHaveLength(2);
  return parts as [string, string];
}

describe('aesEncryptZeroPadded', () => {
  it('matches the verified vector', () => {
    expect(aesEncryptZeroPadded('Passw0rd!', '4fzyo82mvyr')).toBe('Jtr3JgotPEyrFEv052Oc5w==');
  });

  it('zero-pads like node aes-128-ecb over NUL-padded input, adding no block when aligned', () => {
    const key = 'k3y';
    const nodeKey = Buffer.alloc(16);
    nodeKey.write(key);
    for (const plain of ['a', '0123456789abcdef', '0123456789abcdefX', '密码パスワード🔑']) {
      const bytes = Buffer.from(plain, 'utf8');
      const padded = Buffer.alloc(Math.ceil(bytes.length / 16) * 16);
      bytes.copy(padded);
      const cipher = crypto.createCipheriv('aes-128-ecb', nodeKey, null).setAutoPadding(false);
      const expected = Buffer.concat([cipher.update(padded), cipher.final()]).toString('base64');
      expect(aesEncryptZeroPadded(plain, key), plain).toBe(expected);
    }
    // PKCS#7 would add a whole block to aligned input.
    expect(Buffer.from(aesEncryptZeroPadded('0123456789abcdef', key), 'base64')).toHaveLength(16);
  });

  it('truncates keys longer than 16 bytes to AES-128', () => {
    expect(aesEncryptZeroPadded('x', '0123456789abcdefEXTRA')).toBe(
      aesEncryptZeroPadded('x', '0123456789abcdef'),
    );
  });
});

describe('generateAesKey', () => {
  it('gives 10-12 chars of [0-9a-z], all lengths occurring, and no repeats', () => {
    const keys = Array.from({ length: 300 }, generateAesKey);
    for (const key of keys) expect(key).toMatch(/^[0-9a-z]{10,12}$/);
    expect(new Set(keys.map((k) => k.length))).toEqual(new Set([10, 11, 12]));
    expect(new Set(keys).size).toBe(keys.length);
    // 300 keys hold ~3300 chars, so every one of the 36 letters shows up.
    expect(new Set(keys.join('')).size).toBe(36);
  });
});

describe('encryptSecret -> decryptSecret round trip', () => {
  const cases: [string, string, number?][] = [
    ['ASCII', 'Passw0rd!'],
    ['non-ASCII', '密码パスワード🔑'],
    ['containing colons', 'a:b:c'],
    ['16 bytes', '0123456789abcdef', 16],
    ['17 bytes', '0123456789abcdefg', 17],
    ['32 bytes', '0123456789abcdef0123456789ABCDEF', 32],
  ];
  for (const [name, plain, bytes] of cases) {
    it(name, () => {
      if (bytes !== undefined) expect(Buffer.byteLength(plain, 'utf8')).toBe(bytes);
      const wire = encryptSecret(plain, pair.cookieValue);
      expect(wire).not.toContain(plain);
      expect(decryptSecret(wire, pair.privateKeyPem)).toBe(plain);
    });
  }

  it('accepts the cookie without its quotes too', () => {
    const wire = encryptSecret('Passw0rd!', pair.cookieValue.replaceAll('"', ''));
    expect(decryptSecret(wire, pair.privateKeyPem)).toBe('Passw0rd!');
  });

  it('uses a fresh AES key each time', () => {
    const [key1, aes1] = splitWire(encryptSecret('same', pair.cookieValue));
    const [key2, aes2] = splitWire(encryptSecret('same', pair.cookieValue));
    expect(key1).not.toBe(key2);
    expect(aes1).not.toBe(aes2);
  });

  it('decrypts an RSA half of 127 bytes (leading zero dropped by older JSEncrypt)', () => {
    let wire: string | undefined;
    for (let i = 0; i < 5000 && !wire; i++) {
      const candidate = encryptSecret('Passw0rd!', pair.cookieValue);
      const [keyCipher, aes] = splitWire(candidate);
      const raw = Buffer.from(keyCipher, 'base64');
      if (raw[0] === 0) wire = `${raw.subarray(1).toString('base64')}:${aes}`;
    }
    expect(wire).toBeDefined();
    expect(Buffer.from(wire!.split(':')[0]!, 'base64')).toHaveLength(127);
    expect(decryptSecret(wire!, pair.privateKeyPem)).toBe('Passw0rd!');
  });
});

describe('wire format', () => {
  it('is base64(RSA) ":" base64(AES) with a 128-byte RSA half', () => {
    const wire = encryptSecret('密码:with:colons', pair.cookieValue);
    expect(wire.split(':')).toHaveLength(2);
    const [keyCipher, aes] = splitWire(wire);
    expect(keyCipher).toMatch(BASE64);
    expect(aes).toMatch(BASE64);
    expect([127, 128]).toContain(Buffer.from(keyCipher, 'base64').length);
    // '密码:with:colons' is 18 UTF-8 bytes -> two zero-padded blocks.
    expect(Buffer.from(aes, 'base64')).toHaveLength(32);
  });

  it('puts the generated key, RSA PKCS#1 v1.5 encrypted, in the first half', () => {
    const [keyCipher] = splitWire(encryptSecret('x', pair.cookieValue));
    const block = crypto.privateDecrypt(
      { key: pair.privateKeyPem, padding: crypto.constants.RSA_NO_PADDING },
      Buffer.from(keyCipher, 'base64'),
    );
    expect([block[0], block[1]]).toEqual([0x00, 0x02]);
    const aesKey = block.subarray(block.indexOf(0x00, 2) + 1).toString('utf8');
    expect(aesKey).toMatch(/^[0-9a-z]{10,12}$/);
  });
});

describe('encryptSecret without a key', () => {
  it('returns the plaintext when the cookie is missing or empty', () => {
    for (const cookie of [undefined, null, '', '""']) {
      expect(encryptSecret('Passw0rd!', cookie)).toBe('Passw0rd!');
    }
  });

  it('returns "" for an empty secret', () => {
    expect(encryptSecret('', pair.cookieValue)).toBe('');
    expect(encryptSecret('', null)).toBe('');
  });

  it('throws on a cookie that is present but holds no usable key', () => {
    expect(() => encryptSecret('x', '"not base64!"')).toThrow(/jms_public_key/);
    expect(() => encryptSecret('x', btoa('not a pem'))).toThrow(/jms_public_key/);
  });
});

describe('decryptSecret fallback', () => {
  it('returns non-ciphers unchanged without throwing', () => {
    for (const value of ['hello', 'a:b', ':x', 'x:', ':', 'a:b:c', 'QUJD:REVG', '', '@@@:###']) {
      expect(() => decryptSecret(value, pair.privateKeyPem)).not.toThrow();
      expect(decryptSecret(value, pair.privateKeyPem)).toBe(value);
    }
  });

  it('returns the cipher unchanged for the wrong key, a tampered half or a bad PEM', () => {
    const wire = encryptSecret('Passw0rd!', pair.cookieValue);
    const [keyCipher, aes] = splitWire(wire);
    const other = generateSessionKeyPair();
    expect(decryptSecret(wire, other.privateKeyPem)).toBe(wire);
    const flipped = Buffer.from(aes, 'base64');
    flipped[0]! ^= 0xff;
    const tamperedAes = `${keyCipher}:${flipped.toString('base64')}`;
    expect(decryptSecret(tamperedAes, pair.privateKeyPem)).toBe(tamperedAes);
    const truncatedAes = `${keyCipher}:${aes.slice(0, 8)}`;
    expect(decryptSecret(truncatedAes, pair.privateKeyPem)).toBe(truncatedAes);
    expect(decryptSecret(wire, 'not a pem')).toBe(wire);
  });
});

describe('decryptSecret with hand-made ciphers', () => {
  // Node may still *encrypt* with PKCS#1 v1.5; only private decryption is refused.
  const rsaEncrypt = (block: Buffer, padding = crypto.constants.RSA_NO_PADDING) =>
    crypto.publicEncrypt({ key: pair.publicKeyPem, padding }, block).toString('base64');
  const aesEncrypt = (plain: string, key: Buffer) => {
    const bytes = Buffer.from(plain, 'utf8');
    const padded = Buffer.alloc(Math.ceil(bytes.length / 16) * 16);
    bytes.copy(padded);
    const cipher = crypto
      .createCipheriv(`aes-${key.length * 8}-ecb`, key, null)
      .setAutoPadding(false);
    return Buffer.concat([cipher.update(padded), cipher.final()]).toString('base64');
  };
  const zeroPad = (text: string, size: number) => {
    const key = Buffer.alloc(size);
    key.write(text.slice(0, size));
    return key;
  };
  /** A 128-byte PKCS#1 v1.5 block: 0x00 <type> <fill non-zero bytes> 0x00 <message>. */
  const block = (message: string, type: number, fill: number) => {
    expect(3 + fill + message.length).toBe(128);
    return Buffer.concat([
      Buffer.from([0x00, type]),
      Buffer.alloc(fill, 0x5a),
      Buffer.from([0x00]),
      Buffer.from(message),
    ]);
  };

  it('pads AES keys over 16 bytes to 32 (AES-256) and truncates longer ones to 32', () => {
    const k20 = 'abcdefghijklmnopqrst';
    const k40 = 'abcdefghijklmnopqrstuvwxyz0123456789ABCD';
    const wire20 = `${rsaEncrypt(Buffer.from(k20), crypto.constants.RSA_PKCS1_PADDING)}:${aesEncrypt('s3cret', zeroPad(k20, 32))}`;
    const wire40 = `${rsaEncrypt(Buffer.from(k40), crypto.constants.RSA_PKCS1_PADDING)}:${aesEncrypt('s3cret', zeroPad(k40, 32))}`;
    expect(decryptSecret(wire20, pair.privateKeyPem)).toBe('s3cret');
    expect(decryptSecret(wire40, pair.privateKeyPem)).toBe('s3cret');
  });

  it('checks the PKCS#1 v1.5 block type', () => {
    const key = 'abc123xyz0';
    const aes = aesEncrypt('s3cret', zeroPad(key, 16));
    const good = `${rsaEncrypt(block(key, 0x02, 115))}:${aes}`;
    expect(decryptSecret(good, pair.privateKeyPem)).toBe('s3cret');
    const bad = `${rsaEncrypt(block(key, 0x01, 115))}:${aes}`;
    expect(decryptSecret(bad, pair.privateKeyPem)).toBe(bad);
  });

  it('requires at least 8 padding bytes', () => {
    // Long messages: the AES key is their first 32 bytes, so only the padding check differs.
    const aes = aesEncrypt('s3cret', zeroPad('k'.repeat(32), 32));
    const eight = `${rsaEncrypt(block('k'.repeat(117), 0x02, 8))}:${aes}`;
    expect(decryptSecret(eight, pair.privateKeyPem)).toBe('s3cret');
    const seven = `${rsaEncrypt(block('k'.repeat(118), 0x02, 7))}:${aes}`;
    expect(decryptSecret(seven, pair.privateKeyPem)).toBe(seven);
  });

  it('treats a real cipher with an extra ":" part as plaintext', () => {
    const wire = `${encryptSecret('Passw0rd!', pair.cookieValue)}:extra`;
    expect(decryptSecret(wire, pair.privateKeyPem)).toBe(wire);
  });
});

describe('encryptSecretFields', () => {
  it('encrypts only non-empty string secret fields, returning a copy', () => {
    const input = {
      username: 'admin',
      password: 'Passw0rd!',
      secret: '',
      private_key: '-----BEGIN KEY-----',
      token: null,
      comment: 'password',
      nested: { password: 'inner' },
    };
    const before = structuredClone(input);
    const out = encryptSecretFields(input, pair.cookieValue);

    expect(input).toEqual(before);
    expect(out).not.toBe(input);
    expect(out.password).not.toBe(input.password);
    expect(decryptSecret(out.password, pair.privateKeyPem)).toBe('Passw0rd!');
    expect(decryptSecret(out.private_key, pair.privateKeyPem)).toBe('-----BEGIN KEY-----');
    expect(out.secret).toBe('');
    expect(out.token).toBeNull();
    expect(out.username).toBe('admin');
    expect(out.comment).toBe('password');
    expect(out.nested).toBe(input.nested);
  });

  it('honours a custom field list and the default SECRET_FIELDS', () => {
    expect(SECRET_FIELDS).toEqual(['password', 'secret', 'private_key', 'token']);
    const out = encryptSecretFields({ password: 'p', passphrase: 'q' }, pair.cookieValue, [
      'passphrase',
    ]);
    expect(out.password).toBe('p');
    expect(decryptSecret(out.passphrase, pair.privateKeyPem)).toBe('q');
  });

  it('leaves everything as is without a cookie', () => {
    const input = { password: 'p', token: 't' };
    expect(encryptSecretFields(input, undefined)).toEqual(input);
  });
});
