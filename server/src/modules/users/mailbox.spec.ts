import { mailboxOf } from './mailbox';

describe('the mailbox an address delivers to (one sign-up bonus each)', () => {
  it.each([
    ['Jane.Doe@Acme.io', 'jane.doe@acme.io'],
    ['jane.doe+trial@acme.io', 'jane.doe@acme.io'],
    ['jane.doe+a+b@acme.io', 'jane.doe@acme.io'],
    [' JANE.DOE+X@ACME.IO ', 'jane.doe@acme.io'],
    ['j.a.n.e+x@gmail.com', 'jane@gmail.com'],
    ['J.Ane@GoogleMail.com', 'jane@gmail.com'],
    ['jane@acme.io.', 'jane@acme.io'],
  ])('%p -> %p', (email, mailbox) => {
    expect(mailboxOf(email)).toBe(mailbox);
  });

  it('keeps dots where the provider does not ignore them, and a leading plus', () => {
    expect(mailboxOf('jane.doe@acme.io')).not.toBe(mailboxOf('janedoe@acme.io'));
    expect(mailboxOf('+jane@acme.io')).toBe('+jane@acme.io');
  });
});
