/** Providers that deliver `j.a.n.e@` to `jane@` (Gmail); every provider here also ignores `+tags`. */
const DOTS_IGNORED: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, for the one-bonus-per-mailbox rule: lower-cased, without a
 * `+tag`, and without dots where the provider ignores them. `Jane.Doe+trial@Acme.io` and
 * `jane.doe@acme.io` are the same mailbox; `janedoe@acme.io` is another one.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase(); // as sign-in stores it (normaliseEmail, auth/work-email.ts)
  const at = address.lastIndexOf('@');
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.+$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTS_IGNORED[domain]) {
    domain = DOTS_IGNORED[domain];
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}
