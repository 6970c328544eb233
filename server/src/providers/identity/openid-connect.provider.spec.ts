import { IdentityRejected } from '../../modules/auth/identity-provider';
import { claimsOf } from './openid-connect.provider';

describe('what a provider vouched for', () => {
  it('reads the standard claims, the e-mail lower-cased', () => {
    expect(
      claimsOf({
        sub: '1084',
        email: 'Jane.Doe@Acme.io',
        email_verified: true,
        given_name: 'Jane',
        family_name: 'Doe',
        picture: 'https://lh3.googleusercontent.com/a/x',
      }),
    ).toEqual({
      subject: '1084',
      email: 'jane.doe@acme.io',
      emailVerified: true,
      givenName: 'Jane',
      familyName: 'Doe',
      picture: 'https://lh3.googleusercontent.com/a/x',
    });
  });

  it('counts only true (or the text "true") as a verified address', () => {
    expect(claimsOf({ sub: 'a', email: 'a@acme.io', email_verified: 'true' }).emailVerified).toBe(true);
    for (const value of [false, 'false', 1, 'yes', undefined, null]) {
      expect(claimsOf({ sub: 'a', email: 'a@acme.io', email_verified: value }).emailVerified).toBe(false);
    }
  });

  it('splits a full name when the parts are missing, and keeps only http(s) pictures', () => {
    const claims = claimsOf({ sub: 'a', name: 'Ana María de la Cruz', picture: 'javascript:alert(1)' });
    expect(claims).toMatchObject({ givenName: 'Ana', familyName: 'María de la Cruz', picture: null, email: null });
    expect(claimsOf({ sub: 'a', picture: 'data:image/png;base64,AAAA' }).picture).toBeNull();
  });

  it('refuses an answer without a subject, and ignores values that are not text', () => {
    expect(() => claimsOf({ email: 'a@acme.io' })).toThrow(IdentityRejected);
    expect(claimsOf({ sub: 'a', email: ['a@acme.io'], given_name: { x: 1 } })).toMatchObject({ email: null, givenName: null });
  });
});
