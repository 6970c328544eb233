/** The client's copy of the spec's sign-in rules (section 5); the server checks them again. */
export const FREE_MAIL_PROVIDERS = ['gmail', 'hotmail', 'yahoo', 'outlook', 'aol'];

export const AUTH_MESSAGES = {
  emptyEmail: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
  freeMail: 'Please use a official email address',
  otpFormat: 'Please enter a valid 6-digit OTP',
  terms: 'Please accept the Terms & Conditions and Privacy Policy',
  otpSent: 'OTP sent successfully! Please check your email.',
  sendFailed: 'Failed to send OTP',
  sendErrored: 'Failed to send OTP. Please try again.',
  verifyFailed: 'OTP verification failed',
  verifyErrored: 'Failed to verify OTP. Please try again.',
} as const;

export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (!email) return AUTH_MESSAGES.emptyEmail;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return AUTH_MESSAGES.invalidEmail;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (FREE_MAIL_PROVIDERS.includes(domain.split('.')[0])) return AUTH_MESSAGES.freeMail;
  return null;
}

export function otpProblem(value: string): string | null {
  return /^\d{6}$/.test(value.trim()) ? null : AUTH_MESSAGES.otpFormat;
}
