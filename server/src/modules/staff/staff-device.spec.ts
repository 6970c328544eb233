import { StaffDeviceCookies } from './staff-device';

describe('staff device cookies', () => {
  const devices = new StaffDeviceCookies('a key for the tests');
  const now = new Date('2026-01-01T00:00:00Z');

  it('a cookie this server issued proves its account and device', () => {
    const { value, device } = devices.issue('3f2a0c1e-0000-4000-8000-000000000001', now);
    expect(devices.verify(value, now)).toEqual(device);
    expect(devices.issue(device.accountId, now).device.deviceId).not.toBe(device.deviceId);
    // It ends: 180 days on, the same cookie proves nothing.
    expect(devices.verify(value, new Date(now.getTime() + 181 * 86_400_000))).toBeNull();
  });

  it('refuses a cookie for another account, a changed one, one signed by another key, and garbage', () => {
    const { value } = devices.issue('3f2a0c1e-0000-4000-8000-000000000001', now);
    const [, expiry, deviceId, mac] = value.split('.');
    const otherAccount = Buffer.from('3f2a0c1e-0000-4000-8000-000000000002').toString('base64url');
    expect(devices.verify(`${otherAccount}.${expiry}.${deviceId}.${mac}`, now)).toBeNull();
    // A changed signature: its first character (the last one of base64url carries unused bits, so
    // changing it may leave the bytes as they were).
    const changedMac = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    expect(devices.verify(`${value.split('.').slice(0, 3).join('.')}.${changedMac}`, now)).toBeNull();
    expect(new StaffDeviceCookies('another key').verify(value, now)).toBeNull();
    for (const junk of [undefined, '', 'a.b', 'a.b.c.d', 'x'.repeat(500)]) expect(devices.verify(junk, now)).toBeNull();
  });
});
