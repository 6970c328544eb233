/** How the credit history writes each change of credits. */
import type { CreditReason } from '../src/graphql/generated';
import { changeText, reasonLabel } from '../src/features/credits/ledgerText';
import { formatWhen } from '../src/lib/dates';

describe('the reason of a change', () => {
  it.each<[CreditReason, string | null, string]>([
    ['signup_bonus', 'starter', 'Starter credits'],
    ['signup_bonus', 'mailbox_already_claimed', 'No Starter credits: this mailbox already had them with another account'],
    ['contact_reveal', 'ada-lovelace', 'Contacts revealed: ada-lovelace'],
    ['contact_reveal', null, 'Contacts revealed'],
    ['purchase', 'pro', 'Credits bought'],
    ['subscription', 'ord-1:1', 'Pro: credits of the month'],
    ['admin_adjustment', null, 'Adjustment by our team'],
  ])('%s (%s) reads "%s"', (reason, reference, text) => {
    expect(reasonLabel({ reason, reference })).toBe(text);
  });

  it('says why a reveal cost nothing', () => {
    expect(reasonLabel({ reason: 'contact_reveal', reference: 'ada-lovelace', change: 0 })).toBe(
      'Contacts revealed free (nothing verified or likely): ada-lovelace',
    );
    expect(reasonLabel({ reason: 'contact_reveal', reference: 'ada-lovelace', change: -1 })).toBe('Contacts revealed: ada-lovelace');
  });

  it('shows a reason newer than this client as the server sends it', () => {
    expect(reasonLabel({ reason: 'referral_bonus' as CreditReason, reference: null })).toBe('referral_bonus');
  });
});

describe('the change', () => {
  it('carries its sign: a plus, a true minus sign, and a plain 0', () => {
    expect(changeText(5)).toBe('+5');
    expect(changeText(-1)).toBe('\u22121');
    expect(changeText(-12)).toBe('−12');
    expect(changeText(0)).toBe('0');
  });
});

describe('the date of a change', () => {
  it('is the day and the time of day (in the time zone of the browser; UTC here)', () => {
    expect(formatWhen('2025-03-04T09:05:00.000Z')).toBe('Mar 4, 2025 9:05 AM');
    expect(formatWhen('2024-12-31T23:59:59Z')).toBe('Dec 31, 2024 11:59 PM');
  });
});
