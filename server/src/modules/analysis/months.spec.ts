import { monthIndex, monthsCovered, wholeYears, yearsText } from './months';

/** The one count of experience and the one rounding of years (docs/decisions.md, "Search results": years of experience). */
describe('months of experience and whole years', () => {
  it('counts both end months of a span and a month two spans share once', () => {
    const m = monthIndex;
    expect(monthsCovered([])).toBe(0);
    expect(monthsCovered([[m('2021-03'), m('2021-03')]])).toBe(1);
    // Jan 2018 – Dec 2020 and Dec 2020 – Oct 2025: 36 + 59 months, December 2020 once.
    expect(
      monthsCovered([
        [m('2020-12'), m('2025-10')],
        [m('2018-01'), m('2020-12')],
      ]),
    ).toBe(36 + 58);
    // Overlapping roles once, a gap left out: 2016-09..2019-08 (36) and 2020-01..2020-12 (12).
    expect(
      monthsCovered([
        [m('2016-09'), m('2019-08')],
        [m('2017-01'), m('2018-01')],
        [m('2020-01'), m('2020-12')],
      ]),
    ).toBe(48);
  });

  it('rounds down to completed years: 5 years 1 month and 5 years 11 months are 5 years', () => {
    expect(wholeYears(0)).toBe(0);
    expect(wholeYears(11)).toBe(0);
    expect(wholeYears(12)).toBe(1);
    expect(wholeYears(59)).toBe(4);
    expect(wholeYears(60)).toBe(5);
    expect(wholeYears(61)).toBe(5);
    expect(wholeYears(71)).toBe(5);
    expect(wholeYears(72)).toBe(6);
    expect(wholeYears(-3)).toBe(0);
  });

  it('writes years as a check and a summary say them', () => {
    expect(yearsText(0)).toBe('0 years');
    expect(yearsText(1)).toBe('1 year');
    expect(yearsText(5)).toBe('5 years');
  });
});
