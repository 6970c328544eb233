import { leftOutTraitsLine, NO_SUGGESTION, peopleCount, suggestionName, unknownValueLine } from '../src/features/search/suggestionText';

describe('the words of suggestions', () => {
  it('counts people the way the cards do', () => {
    expect(peopleCount(1)).toBe('1 person');
    expect(peopleCount(0)).toBe('0 people');
    expect(peopleCount(12345)).toBe('12,345 people');
  });

  it('names a suggestion with its count, and a typo’s as a question', () => {
    expect(suggestionName({ label: 'Recruiter', people: 1234, didYouMean: false })).toBe('Recruiter, 1,234 people');
    expect(suggestionName({ label: 'Recruiter', people: 1, didYouMean: true })).toBe('Did you mean Recruiter, 1 person');
  });

  it('says a value nobody has, and the likest one when the index has it', () => {
    expect(unknownValueLine({ filter: 'pastCompanies', value: 'Google', didYouMean: null })).toBe(
      'Nobody in the index has “Google” (Past companies).',
    );
    expect(unknownValueLine({ filter: 'locations', value: 'Londn', didYouMean: 'London, United Kingdom' })).toBe(
      'Nobody in the index has “Londn” (Locations). Did you mean “London, United Kingdom”?',
    );
    expect(NO_SUGGESTION).toMatch(/Enter/);
  });

  it('says which words asking for a personal trait were left out, and why', () => {
    expect(leftOutTraitsLine(['female'])).toBe('Left out “female”: gender, age and other personal traits are not search criteria.');
    expect(leftOutTraitsLine(['young', 'female', 'under 30'])).toBe(
      'Left out “young”, “female” and “under 30”: gender, age and other personal traits are not search criteria.',
    );
  });
});
