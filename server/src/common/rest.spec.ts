import { clientKeyOf } from './rest';

describe('clientKeyOf: what a per-client limit counts by', () => {
  it('counts an IPv4 caller by its address, also when written as IPv6', () => {
    expect(clientKeyOf('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKeyOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('counts every address of one IPv6 /64 as one client, and two /64s apart', () => {
    const key = clientKeyOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8:1:2::1')).toBe(key);
    expect(clientKeyOf('2001:db8:1:3::1')).not.toBe(key);
  });

  it('keeps what is not an address as it is', () => {
    expect(clientKeyOf('unknown')).toBe('unknown');
  });
});
