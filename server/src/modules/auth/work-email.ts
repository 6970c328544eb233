import { isEmail, registerDecorator } from 'class-validator';
import { isFreeOrDisposableDomain } from './mail-domains';

/** Spec section 5 and 9: the first label of the domain is compared against this list (and the maintained lists, mail-domains.ts). */
export const FREE_MAIL_PROVIDERS = ['gmail', 'hotmail', 'yahoo', 'outlook', 'aol'];

export const EMAIL_MESSAGES = {
  empty: 'Please enter your email address',
  invalid: 'Please enter a valid email address',
  freeMail: 'Please use a official email address',
} as const;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A free-mail or disposable address: the spec's five by the domain's first label, every other provider by the lists. */
export function isFreeMail(email: string): boolean {
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  return FREE_MAIL_PROVIDERS.includes(domain.split('.')[0]) || isFreeOrDisposableDomain(domain);
}

/** Providers that deliver `j.a.n.e@` to `jane@` (Gmail); every provider here also ignores `+tags`. */
const DOTS_IGNORED: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, for the one-bonus-per-mailbox rule: lower-cased, without a
 * `+tag`, and without dots where the provider ignores them. `Jane.Doe+trial@Acme.io` and
 * `jane.doe@acme.io` are the same mailbox; `janedoe@acme.io` is another one.
 */
export function mailboxOf(email: string): string {
  const address = normaliseEmail(email);
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

/** validator's isEmail measures bytes with encodeURI, which throws on an unpaired surrogate: such text is not an address. */
function isAddress(email: string): boolean {
  try {
    return isEmail(email);
  } catch {
    return false;
  }
}

/** What is wrong with an address offered for an account, or null when it is a usable work e-mail. */
export function workEmailProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return EMAIL_MESSAGES.empty;
  const email = value.trim();
  if (email.length > 254 || !isAddress(email)) return EMAIL_MESSAGES.invalid;
  if (isFreeMail(email)) return EMAIL_MESSAGES.freeMail;
  return null;
}

export function IsWorkEmail() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isWorkEmail',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => workEmailProblem(value) === null,
        defaultMessage: (args) => workEmailProblem(args?.value) ?? EMAIL_MESSAGES.invalid,
      },
    });
}
