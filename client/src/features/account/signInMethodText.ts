import dayjs from 'dayjs';

/**
 * How the account page writes a sign-in method (client/test/signInMethodText.test.ts): a provider
 * says when it was linked ('Linked Mar 4, 2025'); e-mail codes were never linked, and say nothing.
 */
export function linkedText(method: { method: string; linkedAt: string | null }): string | null {
  if (method.method === 'email' || !method.linkedAt) return null;
  const when = dayjs(method.linkedAt);
  return when.isValid() ? `Linked ${when.format('MMM D, YYYY')}` : null;
}
