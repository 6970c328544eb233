import { emailKey, normaliseEmail } from './person-keys';

/** E-mail addresses as files, address books and mail clients write them, read as one address (and one identity key). */
describe('normaliseEmail', () => {
  it.each([
    ['Jane.Doe@Acme.com', 'jane.doe@acme.com'],
    ['jane.doe+jobs@acme.com', 'jane.doe@acme.com'],
    ['<jane@acme.com>', 'jane@acme.com'],
    ['mailto:jane@acme.com', 'jane@acme.com'],
    ['"jane@acme.com"', 'jane@acme.com'],
    ['jane@acme.com;', 'jane@acme.com'],
    ['(jane@acme.com)', 'jane@acme.com'],
  ])('%s is %s', (written, address) => {
    expect(normaliseEmail(written)).toBe(address);
    expect(emailKey(written)).toBe(emailKey(address));
  });

  it.each([['jane@acme'], ['Jane <jane@acme.com>'], ['not an address'], ['@acme.com'], ['']])('%j is no address', (written) => {
    expect(normaliseEmail(written)).toBeNull();
  });
});
