import { issueDeviceMark, readDeviceMark } from './device';

describe('the device mark of sign-in codes', () => {
  const key = 'device:test-key';
  const now = new Date('2026-01-01T00:00:00Z');
  const later = new Date('2026-01-31T00:00:00Z');

  it('reads back its mailbox and device until it ends', () => {
    const mark = issueDeviceMark(key, 'jane@acme.io', later);
    const read = readDeviceMark(key, mark, now);
    expect(read?.subject).toBe('jane@acme.io');
    expect(read?.deviceId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(readDeviceMark(key, mark, later)).toBeNull();
    // Every mark names a device of its own.
    expect(readDeviceMark(key, issueDeviceMark(key, 'jane@acme.io', later), now)?.deviceId).not.toBe(read?.deviceId);
  });

  it('refuses a mark signed with another key, edited, or not a mark at all', () => {
    const mark = issueDeviceMark(key, 'jane@acme.io', later);
    expect(readDeviceMark('device:other-key', mark, now)).toBeNull();
    const [, expiry, device, signature] = mark.split('.');
    const otherMailbox = `${Buffer.from('ceo@acme.io').toString('base64url')}.${expiry}.${device}.${signature}`;
    expect(readDeviceMark(key, otherMailbox, now)).toBeNull();
    const longer = mark.replace(`.${expiry}.`, `.${Number(expiry) + 86_400}.`);
    expect(readDeviceMark(key, longer, now)).toBeNull();
    for (const junk of [undefined, '', 'a.b.c', 'a.b.c.d', 'x'.repeat(700), 42, ['a']]) expect(readDeviceMark(key, junk, now)).toBeNull();
  });
});
