import type { CreditReason } from '../../graphql/generated';

/** What a ledger row means, in words, for each reason the server has. */
const REASONS: Record<CreditReason, (reference: string | null) => string> = {
  signup_bonus: (reference) =>
    reference === 'mailbox_already_claimed' ? 'No Starter credits: this mailbox already had them with another account' : 'Starter credits',
  contact_reveal: (reference) => (reference ? `Contacts revealed: ${reference}` : 'Contacts revealed'),
  purchase: () => 'Credits bought',
  subscription: () => 'Pro: credits of the month',
  admin_adjustment: () => 'Adjustment by our team',
  refund: () => 'Refund: credits taken back',
  team_transfer: () => "Moved into your team's pool",
};

/** What a ledger row means, in words; a reason newer than this build of the client shows as it is. */
export function reasonLabel(entry: { reason: CreditReason; reference: string | null; change?: number }): string {
  // A first reveal with nothing verified or likely costs nothing and leaves a row of 0 saying so.
  if (entry.reason === 'contact_reveal' && entry.change === 0)
    return `Contacts revealed free (nothing verified or likely)${entry.reference ? `: ${entry.reference}` : ''}`;
  const label = (REASONS as Partial<Record<string, (reference: string | null) => string>>)[entry.reason];
  return label ? label(entry.reference) : entry.reason;
}

/** A change of credits with its sign: '+5', '0', '−1' (a true minus sign). */
export function changeText(value: number): string {
  return value > 0 ? `+${value}` : value === 0 ? '0' : `−${Math.abs(value)}`;
}
