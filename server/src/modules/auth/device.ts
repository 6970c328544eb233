import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The device mark of sign-in codes (docs/decisions.md, "Sign-in codes"): a browser that signed in to
 * an account gets a signed httpOnly cookie naming that account's mailbox, a random device id and
 * when the mark ends. Asking for a code for that mailbox from that browser is then counted in a
 * bucket of its own (mailbox and device), never in the mailbox-wide one others can fill, so
 * nobody else's requests can lock the owner out of e-mail sign-in. The mark proves nothing else:
 * it opens no session and is not a credential.
 */
export interface DeviceMark {
  mailbox: string;
  deviceId: string;
}

function mac(key: string, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

/** A new mark for this mailbox, valid until `expiresAt`: `<mailbox, base64url>.<expiry, seconds>.<device id>.<signature>`. */
export function issueDeviceMark(key: string, mailbox: string, expiresAt: Date): string {
  const payload = `${Buffer.from(mailbox).toString('base64url')}.${Math.floor(expiresAt.getTime() / 1000)}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The mark's mailbox and device when its signature holds and it has not ended; null for anything else. */
export function readDeviceMark(key: string, mark: unknown, now: Date): DeviceMark | null {
  if (typeof mark !== 'string' || mark.length > 600) return null;
  const parts = mark.split('.');
  if (parts.length !== 4) return null;
  const [mailboxPart, expiry, deviceId, signature] = parts;
  const expected = mac(key, `${mailboxPart}.${expiry}.${deviceId}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!/^\d+$/.test(expiry) || Number(expiry) * 1000 <= now.getTime()) return null;
  return { mailbox: Buffer.from(mailboxPart, 'base64url').toString(), deviceId };
}
