import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device marks (OWASP's device cookies): a browser that signed in gets a signed httpOnly cookie
 * naming what it signed in to (the subject: a user's mailbox for sign-in codes, docs/decisions.md
 * "Sign-in codes"; a staff account's id, "Staff"), a random device id and when the mark ends. Its
 * attempts for that subject are then counted in a bucket of its own, never in the subject-wide one
 * others can fill, so nobody else's attempts can lock the owner out. The mark proves nothing else:
 * it opens no session and is not a credential.
 */
export interface DeviceMark {
  subject: string;
  deviceId: string;
}

function mac(key: string, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

/** A new mark for this subject, valid until `expiresAt`: `<subject, base64url>.<expiry, seconds>.<device id>.<signature>`. */
export function issueDeviceMark(key: string, subject: string, expiresAt: Date): string {
  const payload = `${Buffer.from(subject).toString('base64url')}.${Math.floor(expiresAt.getTime() / 1000)}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The mark's subject and device when its signature holds and it has not ended; null for anything else. */
export function readDeviceMark(key: string, mark: unknown, now: Date): DeviceMark | null {
  if (typeof mark !== 'string' || mark.length > 600) return null;
  const parts = mark.split('.');
  if (parts.length !== 4) return null;
  const [subjectPart, expiry, deviceId, signature] = parts;
  const expected = mac(key, `${subjectPart}.${expiry}.${deviceId}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!/^\d+$/.test(expiry) || Number(expiry) * 1000 <= now.getTime()) return null;
  return { subject: Buffer.from(subjectPart, 'base64url').toString(), deviceId };
}
