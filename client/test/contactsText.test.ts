/** How contacts, their costs and bulk reveals are put in words. */
import {
  bulkConfirmDetail,
  bulkConfirmTitle,
  bulkOutcomeText,
  sourceText,
  checkedText,
  costText,
  toCheckText,
  STATUS_TAG,
} from '../src/features/contacts/contactsText';

describe('the cost of a reveal', () => {
  it('says a credit, or why it is free', () => {
    expect(costText({ cost: 1, costReason: 'charge' })).toBe('1 credit');
    expect(costText({ cost: 0, costReason: 'already_revealed' })).toBe('Free: already revealed');
    expect(costText({ cost: 0, costReason: 'nothing_usable' })).toBe('Free: no verified or likely contact');
  });

  it('never shows an outdated contact in green', () => {
    expect(STATUS_TAG.outdated).toEqual({ label: 'Outdated', color: 'red' });
    expect(STATUS_TAG.verified.color).toBe('green');
  });

  it('dates the last check, or says there was none', () => {
    expect(checkedText('2026-10-02T00:00:00.000Z')).toBe('checked Oct 2, 2026');
    expect(checkedText(null)).toBe('never checked');
    expect(checkedText('2026-10-02T00:00:00.000Z', '2026-03-05')).toBe('checked Oct 2, 2026 · seen on the web Mar 5, 2026');
  });
});

describe('a bulk reveal', () => {
  it('asks with the total cost first', () => {
    expect(bulkConfirmTitle(3, 2)).toBe('Reveal contacts of 3 profiles for 2 credits?');
    expect(bulkConfirmTitle(1, 1)).toBe('Reveal contacts of 1 profile for 1 credit?');
    expect(bulkConfirmTitle(2, 0)).toBe('Reveal contacts of 2 profiles for free?');
  });

  it('warns when the credits do not cover the selection', () => {
    expect(bulkConfirmDetail({ totalCost: 3, free: 1, missing: 0 }, 1)).toBe(
      '1 profile is free. You have 1 credit. Only 1 credit will be spent; the other profiles stay unrevealed and cost nothing.',
    );
    expect(bulkConfirmDetail({ totalCost: 2, free: 0, missing: 1 }, 5)).toBe('1 profile could not be found. You have 5 credits.');
  });

  it('reports what it revealed and why the rest was not', () => {
    expect(
      bulkOutcomeText({
        revealed: 2,
        charged: 2,
        results: [
          { revealed: true, notRevealedReason: null },
          { revealed: true, notRevealedReason: null },
          { revealed: false, notRevealedReason: 'no_credits' },
        ],
      }),
    ).toBe('Revealed 2 for 2 credits, 1 not revealed: no credits left');
    expect(
      bulkOutcomeText({
        revealed: 0,
        charged: 0,
        results: [
          { revealed: false, notRevealedReason: 'no_credits' },
          { revealed: false, notRevealedReason: 'not_found' },
        ],
      }),
    ).toBe('Revealed 0, 1 not revealed: no credits left, 1 not revealed: not found');
  });

  it('says an interrupted reveal was interrupted, and that the rest cost nothing', () => {
    expect(
      bulkOutcomeText({
        revealed: 1,
        charged: 1,
        results: [
          { revealed: true, notRevealedReason: null },
          { revealed: false, notRevealedReason: 'unavailable' },
          { revealed: false, notRevealedReason: 'unavailable' },
        ],
      }),
    ).toBe('Revealed 1 for 1 credit, 2 not revealed: interrupted, nothing charged for them, please try them again');
  });
});

describe('sourceText', () => {
  it('names the import or provider a contact came from, else its kind of source', () => {
    expect(sourceText('data_partner', 'pdl')).toBe('From People Data Labs');
    expect(sourceText('data_partner', 'hunter')).toBe('From Hunter');
    expect(sourceText('data_partner', 'crm-export')).toBe('From crm-export');
    expect(sourceText('data_partner', null)).toBe('Data partner');
    expect(sourceText('sample', null)).toBe('Sample data');
  });
});

describe('what a reveal checks first', () => {
  it('names the verifier and how many e-mails, and nothing when none will be checked', () => {
    expect(toCheckText({ toCheck: 1, checkedBy: 'hunter' })).toBe('1 e-mail checked with Hunter first');
    expect(toCheckText({ toCheck: 3, checkedBy: 'hunter' })).toBe('3 e-mails checked with Hunter first');
    expect(toCheckText({ toCheck: 0, checkedBy: null })).toBeNull();
    expect(toCheckText({ toCheck: 0, findsEmail: true, checkedBy: 'hunter' })).toBe('A work e-mail looked for with Hunter first');
    expect(toCheckText({ toCheck: 2, findsEmail: true, checkedBy: 'hunter' })).toBe(
      '2 e-mails checked and a work e-mail looked for with Hunter first',
    );
  });
});
