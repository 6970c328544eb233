import { createHash, randomBytes, randomInt } from 'node:crypto';

/**
 * The shape of a personal API key: `tlk_<8 characters>_<43 characters>`. The first part is its
 * visible prefix, shown in the key list so its owner can recognise it; the last is 32 random bytes
 * in base64url, the secret.
 */
export const API_KEY_PREFIX = 'tlk_';
const PREFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const PREFIX_RANDOM_LENGTH = 8;
const SECRET_BYTES = 32;
const API_KEY_SHAPE = /^tlk_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/;

/** Whether a Bearer token is meant as an API key (then the key check answers for it, never the session's). */
export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/** Whether a token has the exact shape of a key, before anything is looked up. */
export function hasApiKeyShape(token: string): boolean {
  return API_KEY_SHAPE.test(token);
}

/**
 * The SHA-256 of the whole key, hex: what is stored and looked up. A fast hash is right here (not
 * scrypt or bcrypt, which exist to slow down guessing low-entropy passwords): the key carries 256
 * random bits, so nobody can guess it from its hash, and the check runs on every request.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A new key with its prefix and hash; the key itself is shown once and never kept. */
export function newApiKey(): { key: string; prefix: string; keyHash: string } {
  let visible = '';
  for (let i = 0; i < PREFIX_RANDOM_LENGTH; i++) visible += PREFIX_ALPHABET[randomInt(PREFIX_ALPHABET.length)];
  const prefix = `${API_KEY_PREFIX}${visible}`;
  const key = `${prefix}_${randomBytes(SECRET_BYTES).toString('base64url')}`;
  return { key, prefix, keyHash: hashApiKey(key) };
}
