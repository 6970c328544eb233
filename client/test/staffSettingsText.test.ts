import { canRefund, packageText, providerLabel, refundConsequence } from '../src/features/staff/payments/staffOrderText';
import {
  centsToDollars,
  dollarsToCents,
  optionalReason,
  packageCreditsProblem,
  priceProblem,
} from '../src/features/staff/settings/settingsText';

describe('the staff settings form', () => {
  it('turns dollars into whole cents and back', () => {
    expect(dollarsToCents(12.5)).toBe(1250);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(centsToDollars(1250)).toBe(12.5);
  });

  it("checks a package's price and credits as the server does", () => {
    expect(priceProblem(0.49)).toBe('A price is from $0.50 to $100,000.');
    expect(priceProblem(0.5)).toBeNull();
    expect(priceProblem(100000)).toBeNull();
    expect(priceProblem(100000.01)).toBe('A price is from $0.50 to $100,000.');
    expect(priceProblem(null)).toBe('Please enter a price.');
    expect(packageCreditsProblem(0)).toBe('A package has from 1 to 100,000 credits.');
    expect(packageCreditsProblem(1.5)).toBe('Please enter a whole number of credits.');
    expect(packageCreditsProblem(44)).toBeNull();
  });

  it('sends an optional reason only when there is one', () => {
    expect(optionalReason('  ')).toBeNull();
    expect(optionalReason(undefined)).toBeNull();
    expect(optionalReason(' price change ')).toBe('price change');
  });
});

describe('the staff payments words', () => {
  const order = {
    status: 'completed' as const,
    amount: 50,
    currency: 'usd',
    credits: 44,
    kind: 'package',
    packageId: 2,
    billingInterval: null,
    user: { email: 'a@b.com' },
  };

  it('offers a refund on completed orders only', () => {
    expect(canRefund(order)).toBe(true);
    expect(canRefund({ status: 'refunded' })).toBe(false);
    expect(canRefund({ status: 'pending' })).toBe(false);
  });

  it('says what a refund does in plain words', () => {
    expect(refundConsequence(order)).toBe(
      'This refunds the full $50 to a@b.com through the payment provider and takes back the 44 credits of this order, as far as they have not been spent. It cannot be undone.',
    );
    expect(packageText(order)).toBe('Package 2 · 44 credits');
    expect(packageText({ kind: 'subscription', packageId: null, billingInterval: 'year', credits: 90 })).toBe('Pro (yearly) · 90 credits');
    expect(providerLabel('local')).toBe('Local test checkout');
  });
});
