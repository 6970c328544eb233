import type { MailMessage } from '../auth/mailer';
import type { UserView } from '../users/users.types';
import { formatAmount } from './money';
import type { PaymentOrder } from './payment-order.entity';

/** The receipt of a completed order, e-mailed once, by the fulfilment that granted it. */
export function receiptMail(order: PaymentOrder, user: UserView, testMode: boolean): Omit<MailMessage, 'to'> {
  const amount = formatAmount(order.amountCents, order.currency);
  const name = user.firstName ? `Hi ${user.firstName},` : 'Hello,';
  const lines = [
    name,
    '',
    `Thank you for your purchase. ${order.credits} credits have been added to your TalentLens account.`,
    '',
    `Order: ${order.id}`,
    `Date: ${(order.completedAt ?? order.createdAt).toISOString().slice(0, 10)}`,
    `Package: ${order.credits} credits`,
    `Amount paid: ${amount}`,
    `Credits now available: ${user.remainingCredits} of ${user.totalCredits}`,
    ...(user.planExpiry ? [`Your plan runs until: ${user.planExpiry.toISOString().slice(0, 10)}`] : []),
    '',
    ...(testMode ? ['This was a test-mode payment: no money was charged.', ''] : []),
    'Your orders are listed on your account page.',
  ];
  return {
    subject: `${testMode ? '[Test mode] ' : ''}Your TalentLens receipt: ${order.credits} credits for ${amount}`,
    text: lines.join('\n'),
  };
}
