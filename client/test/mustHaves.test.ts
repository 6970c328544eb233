/**
 * Which parts of a search are must-haves: the list a chip's toggle or its removal gives (AI and
 * persona searches), and the list the build filters' "Must-have" boxes give.
 */
import { mustHaveWithoutChip, toggledMustHave } from '../src/features/search/mustHaves';
import {
  type BuildFilters,
  emptyFilters,
  filtersHaveMustHave,
  filtersMustHave,
  niceToHaveFilters,
  setFilterKeys,
} from '../src/features/search/searchFilters';

const chip = (key: string, required: boolean) => ({ key, required });

// 'engineering managers or tech leads in Berlin with Kubernetes and Go', as the server's defaults read it.
const title1 = chip('title', true);
const title2 = chip('title', true);
const berlin = chip('location', true);
const kubernetes = chip('skill:kubernetes', false);
const go = chip('skill:go', false);
const chips = [title1, title2, berlin, kubernetes, go];

describe("toggling a chip's must-have", () => {
  it('makes a nice-to-have a must-have: the list is every chip that is one afterwards, each key once', () => {
    expect(toggledMustHave(chips, kubernetes)).toEqual(['title', 'location', 'skill:kubernetes']);
  });

  it('makes a must-have a nice-to-have, and the chips of the same key (two titles) with it', () => {
    expect(toggledMustHave(chips, title2)).toEqual(['location']);
    expect(toggledMustHave(chips, berlin)).toEqual(['title']);
  });

  it('gives an empty list (nothing is a must-have) when the last must-have is toggled off', () => {
    expect(toggledMustHave([berlin, kubernetes], berlin)).toEqual([]);
  });

  it('never lists a negation, which always holds', () => {
    const notAngular = { key: 'not:skill:angular', required: true, excludes: true };
    expect(toggledMustHave([berlin, notAngular, kubernetes], kubernetes)).toEqual(['location', 'skill:kubernetes']);
    expect(toggledMustHave([berlin, notAngular], berlin)).toEqual([]);
  });

  it('toggles one skill of several on its own', () => {
    const both = [chip('skill:kubernetes', true), chip('skill:go', true)];
    expect(toggledMustHave(both, both[1])).toEqual(['skill:kubernetes']);
  });
});

describe('removing a chip from the query', () => {
  it('drops its key from a list the user chose', () => {
    expect(mustHaveWithoutChip(['location', 'skill:kubernetes'], chips, kubernetes)).toEqual(['location']);
  });

  it('keeps a key another chip still has (one of two titles)', () => {
    expect(mustHaveWithoutChip(['title', 'location'], chips, title1)).toEqual(['title', 'location']);
  });

  it('leaves the defaults the defaults, and a list without the key as it was', () => {
    expect(mustHaveWithoutChip(null, chips, berlin)).toBeNull();
    expect(mustHaveWithoutChip([], chips, berlin)).toEqual([]);
    expect(mustHaveWithoutChip(['title'], chips, go)).toEqual(['title']);
  });
});

describe("the build filters' Must-have boxes", () => {
  const filters = (set: Partial<BuildFilters>): BuildFilters => ({ ...emptyFilters(), ...set });
  const set = filters({ titles: ['SRE'], skills: ['Go', 'Rust'], yearsTo: 10, keywords: 'kubernetes', seniorities: ['senior'] });

  it('names each filter that is set by its key, years from and to as one', () => {
    expect(setFilterKeys(set)).toEqual(['keywords', 'title', 'seniority', 'years', 'skill']);
    expect(setFilterKeys(filters({ yearsFrom: 3, yearsTo: 5 }))).toEqual(['years']);
    expect(
      setFilterKeys(
        filters({
          currentCompanies: ['Acme'],
          pastCompanies: ['Initech'],
          industries: ['Fintech'],
          schools: ['MIT'],
          locations: ['Paris'],
        }),
      ),
    ).toEqual(['location', 'currentCompany', 'pastCompany', 'industry', 'school']);
  });

  it('keeps the default (null: every filter) while every box is ticked', () => {
    expect(filtersMustHave(set, [])).toBeNull();
    // A box left unticked on a filter since emptied changes nothing.
    expect(filtersMustHave(set, ['school'])).toBeNull();
  });

  it('unticking a box lists the other set filters, and unticking them all lists none', () => {
    expect(filtersMustHave(set, ['skill'])).toEqual(['keywords', 'title', 'seniority', 'years']);
    expect(filtersMustHave(set, ['keywords', 'title', 'seniority', 'years', 'skill'])).toEqual([]);
  });

  it('ticks the boxes from the list the address holds', () => {
    expect(niceToHaveFilters(set, null)).toEqual([]);
    expect(niceToHaveFilters(set, ['title', 'years'])).toEqual(['keywords', 'seniority', 'skill']);
    expect(niceToHaveFilters(set, [])).toEqual(['keywords', 'title', 'seniority', 'years', 'skill']);
    // Round trip: the boxes give back the list they were ticked from.
    expect(filtersMustHave(set, niceToHaveFilters(set, ['title', 'years']))).toEqual(['title', 'years']);
  });

  it('says whether a build search has a must-have', () => {
    expect(filtersHaveMustHave(set, null)).toBe(true);
    expect(filtersHaveMustHave(set, ['skill'])).toBe(true);
    expect(filtersHaveMustHave(set, ['school'])).toBe(false);
    expect(filtersHaveMustHave(set, [])).toBe(false);
    expect(filtersHaveMustHave(emptyFilters(), null)).toBe(false);
  });
});
