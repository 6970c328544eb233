/** The staff area's providers page, in words. */
import { count, dayLine, monthSpent, percent, providerLabel } from '../src/features/staff/providers/providersText';

describe('the providers page in words', () => {
  it('names People Data Labs, Hunter and the AI model, and any other provider as it is', () => {
    expect(providerLabel('pdl')).toBe('People Data Labs');
    expect(providerLabel('hunter')).toBe('Hunter');
    expect(providerLabel('model')).toBe('AI model (job descriptions)');
    expect(providerLabel('acme')).toBe('acme');
  });

  it('says one call, two calls, and a share as a whole percentage', () => {
    expect(count(1, 'call')).toBe('1 call');
    expect(count(1200, 'call')).toBe('1,200 calls');
    expect(percent(0.25)).toBe('25%');
    expect(percent(2 / 3)).toBe('67%');
  });

  it('puts a day on one line and the month against the budget', () => {
    expect(dayLine({ calls: 1, cached: 3, hitRate: 0.75, errors: 0, heldBack: 2, cost: 1 })).toBe(
      '1 call · 3 cached (75%) · 0 errors · 2 held back · 1 credit',
    );
    expect(monthSpent(412, 1000)).toBe('412 of 1,000 credits this month');
  });
});
