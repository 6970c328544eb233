import type { CookieOptions } from 'express';
import { issueDeviceMark, readDeviceMark } from '../auth/device';

/**
 * Staff device cookies (docs/decisions.md, "Staff"): a successful staff sign-in leaves a device mark
 * (modules/auth/device.ts) whose subject is the account. A sign-in that carries a valid one for the
 * account it tries is counted under that device alone, so other clients' failures, however many,
 * never keep the owner out.
 */
export const STAFF_DEVICE_COOKIE = 'tl_staff_device';
const DEVICE_DAYS = 180;

export interface StaffDevice {
  accountId: string;
  deviceId: string;
}

export class StaffDeviceCookies {
  constructor(private readonly key: string) {}

  /** A new cookie value for the account, on a new device id, valid DEVICE_DAYS from `now`. */
  issue(accountId: string, now: Date): { value: string; device: StaffDevice } {
    const value = issueDeviceMark(this.key, accountId, new Date(now.getTime() + DEVICE_DAYS * 86_400_000));
    return { value, device: this.verify(value, now)! };
  }

  /** The device a cookie value proves, or null when it is missing, malformed, ended or not signed by this server. */
  verify(value: string | undefined, now: Date): StaffDevice | null {
    const mark = readDeviceMark(this.key, value, now);
    return mark ? { accountId: mark.subject, deviceId: mark.deviceId } : null;
  }
}

/** httpOnly, SameSite=Strict, long-lived: it outlives staff sessions, which is its point. */
export function staffDeviceCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: DEVICE_DAYS * 24 * 3_600_000 };
}
