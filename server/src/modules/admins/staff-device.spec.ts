import { StaffDeviceCookies } from './staff-device';

describe('staff device cookies', () => {
  const devices = new StaffDeviceCookies('a key for the tests');

  it('a cookie this server issued proves its account and device', () => {
    const { value, device } = devices.issue('3f2a0c1e-0000-4000-8000-000000000001');
    expect(devices.verify(value)).toEqual(device);
    expect(devices.issue(device.accountId).device.deviceId).not.toBe(device.deviceId);
  });

  it('refuses a cookie for another account, a changed one, one signed by another key, and garbage', () => {
    const { value } = devices.issue('3f2a0c1e-0000-4000-8000-000000000001');
    const [, deviceId, mac] = value.split('.');
    expect(devices.verify(`3f2a0c1e-0000-4000-8000-000000000002.${deviceId}.${mac}`)).toBeNull();
    expect(devices.verify(`${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(new StaffDeviceCookies('another key').verify(value)).toBeNull();
    for (const junk of [undefined, '', 'a.b', 'a.b.c.d', 'x'.repeat(500)]) expect(devices.verify(junk)).toBeNull();
  });
});
