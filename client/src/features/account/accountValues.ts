import type { SessionUserFragment, UpdateAccountInput } from '../../graphql/generated';

/** The account form's values: the five required fields of docs/product-spec.md §5, plus the optional designation. */
export interface AccountValues {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  phone: string;
  designation: string;
}

/** Required and trimmed (docs/product-spec.md §5); the e-mail is shown read-only. */
export const REQUIRED_ACCOUNT_FIELDS = ['email', 'firstName', 'lastName', 'company', 'phone'] as const;

export const MESSAGES = {
  required: 'Please fill in all required fields',
  requiredBeforeClosing: 'Please fill in all required fields before closing',
  updateFailed: 'Failed to update user data. Please try again.',
  updated: 'Profile updated successfully',
} as const;

/** Error messages stay on screen this long (docs/product-spec.md §9: 6000 ms), in antd's seconds. */
export const MESSAGE_SECONDS = 6;

export function accountValuesOf(user: SessionUserFragment): AccountValues {
  return {
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    company: user.company ?? '',
    phone: user.phone ?? '',
    designation: user.designation ?? '',
  };
}

/** True when every required field holds something other than white space. */
export function requiredFieldsFilled(values: Partial<AccountValues> | undefined): boolean {
  return REQUIRED_ACCOUNT_FIELDS.every((field) => (values?.[field] ?? '').trim() !== '');
}

/** The dashboard asks for the account details when first name, last name, company or phone is missing (docs/product-spec.md §4). */
export function needsAccountCompletion(user: SessionUserFragment): boolean {
  return [user.firstName, user.lastName, user.company, user.phone].some((value) => !value?.trim());
}

/** The mutation input (GraphQL's UpdateAccountInput), trimmed; the designation is sent only by forms that show it. */
export function toUpdateAccountInput(values: AccountValues, withDesignation: boolean): UpdateAccountInput {
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    company: values.company.trim(),
    phone: values.phone.trim(),
    ...(withDesignation ? { designation: values.designation.trim() } : {}),
  };
}
