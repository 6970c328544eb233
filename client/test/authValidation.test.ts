/** The sign-in form's checks before it asks the server: a work e-mail and a 6-digit code. */
import { AUTH_MESSAGES, emailProblem, otpProblem } from '../src/features/auth/validation';

describe('the work e-mail', () => {
  it('is accepted from a company domain, spaces around it ignored', () => {
    expect(emailProblem('jane@acme.io')).toBeNull();
    expect(emailProblem('  jane.doe@sub.acme.co.uk ')).toBeNull();
  });

  it('is asked for when blank', () => {
    expect(emailProblem('')).toBe('Please enter your email address');
    expect(emailProblem('   ')).toBe(AUTH_MESSAGES.emptyEmail);
  });

  it.each(['jane', 'jane@', 'jane@acme', 'ja ne@acme.io', '@acme.io'])('refuses %s as not an address', (email) => {
    expect(emailProblem(email)).toBe('Please enter a valid email address');
  });

  it.each(['someone@gmail.com', 'someone@yahoo.co.uk', 'SOMEONE@Hotmail.com', 'x@outlook.de', 'x@aol.com'])(
    'refuses the free mailbox %s',
    (email) => {
      expect(emailProblem(email)).toBe('Please use a official email address');
    },
  );
});

describe('the one-time code', () => {
  it('is six digits', () => {
    expect(otpProblem('123456')).toBeNull();
    expect(otpProblem(' 012345 ')).toBeNull();
  });

  it.each(['12345', '1234567', 'abcdef', '12 456', ''])('refuses %j', (code) => {
    expect(otpProblem(code)).toBe('Please enter a valid 6-digit OTP');
  });
});
