import { generateCompanies } from '../../../seed/companies';
import { generateProfile } from '../../../seed/generator';
import { AS_OF, FLAT, KEYED, LONG } from '../../../../test/analysis.fixtures';
import { careerFacts, totalExperienceMonths } from './career-facts';

describe('totalExperienceMonths', () => {
  // Counted apart from the rest of the career facts: the same months as theirs.
  it('counts the months careerFacts counts, for either shape of roles', () => {
    for (const subject of [FLAT, KEYED, LONG]) {
      expect(totalExperienceMonths(subject.workExperiences, AS_OF)).toBe(careerFacts(subject, AS_OF).totalMonths);
    }
  });

  it('counts the months careerFacts counts for generated careers, as of any date', () => {
    const companies = generateCompanies(7);
    for (let i = 0; i < 40; i++) {
      const { profile } = generateProfile(7, i, companies);
      for (const asOf of [AS_OF, new Date('2015-06-30T23:59:59Z')])
        expect(totalExperienceMonths(profile.workExperiences, asOf)).toBe(careerFacts(profile, asOf).totalMonths);
    }
  });

  it('counts nothing without dated roles', () => {
    expect(totalExperienceMonths([], AS_OF)).toBe(0);
    expect(totalExperienceMonths([{ title: 'Engineer', company: 'Acme', start: '', end: null }], AS_OF)).toBe(0);
    expect(totalExperienceMonths('not roles', AS_OF)).toBe(0);
  });
});
