/** The words of must-haves: the closest matches' relaxed nice-to-haves, a search nobody meets, a card's count, a saved search's list. */
import {
  mustHaveName,
  mustHaveSummary,
  niceToHavesMet,
  NOBODY_MEETS_MUST_HAVES,
  noResultsReason,
  relaxedLine,
  wishState,
} from '../src/features/search/mustHaveText';

describe('what the closest matches relax', () => {
  it('says they keep every must-have and what each nice-to-have is missed by, in the order given', () => {
    expect(
      relaxedLine([
        { label: 'Kubernetes', missedBy: 6, shown: 10 },
        { label: 'Senior', missedBy: 3, shown: 10 },
      ]),
    ).toBe('Closest matches keep every must-have. Relaxed on this page: Kubernetes (missed by 6 of 10), Senior (missed by 3 of 10).');
    expect(relaxedLine([{ label: 'Go', missedBy: 1, shown: 1 }])).toBe(
      'Closest matches keep every must-have. Relaxed on this page: Go (missed by 1 of 1).',
    );
  });

  it('says nothing on a page of exact matches, and leaves out a nice-to-have nobody misses', () => {
    expect(relaxedLine([])).toBeNull();
    expect(relaxedLine([{ label: 'Go', missedBy: 0, shown: 4 }])).toBeNull();
    expect(
      relaxedLine([
        { label: 'Go', missedBy: 0, shown: 4 },
        { label: 'Rust', missedBy: 2, shown: 4 },
      ]),
    ).toBe('Closest matches keep every must-have. Relaxed on this page: Rust (missed by 2 of 4).');
  });
});

describe('a search nobody meets', () => {
  it('blames the must-haves when nobody is found at all and something is a must-have', () => {
    expect(noResultsReason({ exactTotal: 0, closestTotal: 0 }, true)).toBe(NOBODY_MEETS_MUST_HAVES);
    expect(NOBODY_MEETS_MUST_HAVES).toBe('Nobody meets all your must-haves. Make one a nice-to-have to see the closest matches.');
  });

  it('says nothing of must-haves when there are none, or when someone was found', () => {
    expect(noResultsReason({ exactTotal: 0, closestTotal: 0 }, false)).toBeNull();
    expect(noResultsReason({ exactTotal: 0, closestTotal: 12 }, true)).toBeNull();
    expect(noResultsReason({ exactTotal: 3, closestTotal: 0 }, true)).toBeNull();
  });
});

describe("a closest match's nice-to-haves", () => {
  const c = (met: boolean, required: boolean) => ({ met, required });

  it('counts the nice-to-haves met among the nice-to-haves, leaving the must-haves out', () => {
    expect(niceToHavesMet([c(true, true), c(true, false), c(false, false), c(true, false)])).toBe('Meets 2 of 3 nice-to-haves');
    expect(niceToHavesMet([c(true, true), c(false, false)])).toBe('Meets 0 of 1 nice-to-have');
    expect(niceToHavesMet([c(false, false), c(false, false)])).toBe('Meets 0 of 2 nice-to-haves');
  });

  it('adds how many of the missed nice-to-haves are nearly met', () => {
    const near = { met: false, near: true, required: false };
    expect(niceToHavesMet([c(true, false), near, c(false, false)])).toBe('Meets 1 of 3 nice-to-haves, 1 nearly');
    expect(niceToHavesMet([near, near])).toBe('Meets 0 of 2 nice-to-haves, 2 nearly');
    // A must-have nearly met is not a nice-to-have.
    expect(niceToHavesMet([{ met: false, near: true, required: true }, c(true, false)])).toBe('Meets 1 of 1 nice-to-have');
  });

  it('says nothing when the search has no nice-to-haves', () => {
    expect(niceToHavesMet([c(true, true), c(true, true)])).toBeNull();
    expect(niceToHavesMet([])).toBeNull();
  });
});

describe('the names of must-haves', () => {
  it('names the toggles and the states', () => {
    expect(mustHaveName('Kubernetes')).toBe('Must-have: Kubernetes');
    expect(wishState(true)).toBe('must-have');
    expect(wishState(false)).toBe('nice-to-have');
  });

  it("sums up a saved or past search's list: nothing for the defaults, none, or the kinds and skills", () => {
    expect(mustHaveSummary(null)).toBeNull();
    expect(mustHaveSummary(undefined)).toBeNull();
    expect(mustHaveSummary([])).toBe('No must-haves');
    expect(mustHaveSummary(['title', 'currentCompany', 'skill:kubernetes', 'years'])).toBe(
      'Must-haves: title, current company, kubernetes, years of experience',
    );
  });
});
