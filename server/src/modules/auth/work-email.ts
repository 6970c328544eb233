import { isEmail, registerDecorator } from 'class-validator';
import { isFreeOrDisposableDomain } from './mail-domains';

/** docs/product-spec.md §5 and 9: the first label of the domain is compared against this list (and the maintained lists, mail-domains.ts). */
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
