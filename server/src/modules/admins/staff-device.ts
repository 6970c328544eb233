import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieOptions } from 'express';

/**
 * Device cookies (docs/decisions.md, "Staff"; OWASP's "Slow down online guessing attacks with
 * device cookies"): a successful staff sign-in leaves a signed cookie naming the account and a
 * random device id. A sign-in that carries a valid one for the account it tries is counted under
 * that device alone, so other clients' failures, however many, never keep the owner out.
 */
export const STAFF_DEVICE_COOKIE = 'tl_staff_device';
const DEVICE_DAYS = 180;

export interface StaffDevice {
  accountId: string;
  deviceId: string;
}

export class StaffDeviceCookies {
  constructor(private readonly key: string) {}

  private mac(accountId: string, deviceId: string): Buffer {
    return createHmac('sha256', this.key).update(`${accountId}.${deviceId}`).digest();
  }

  /** A new cookie value for the account, on a new device id. */
  issue(accountId: string): { value: string; device: StaffDevice } {
    const deviceId = randomBytes(16).toString('base64url');
    return { value: `${accountId}.${deviceId}.${this.mac(accountId, deviceId).toString('base64url')}`, device: { accountId, deviceId } };
  }

  /** The device a cookie value proves, or null when it is missing, malformed or not signed by this server. */
  verify(value: string | undefined): StaffDevice | null {
    if (typeof value !== 'string' || value.length > 200) return null;
    const parts = value.split('.');
    if (parts.length !== 3) return null;
    const [accountId, deviceId, mac] = parts;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(accountId, deviceId);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { accountId, deviceId } : null;
  }
}

/** httpOnly, SameSite=Strict, long-lived: it outlives staff sessions, which is its point. */
export function staffDeviceCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: DEVICE_DAYS * 24 * 3_600_000 };
}
