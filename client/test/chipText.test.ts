/** Removing a chip of an AI search takes its words out of the text, and the words left dangling. */
import { removeChipText } from '../src/features/search/chipText';

describe('removing a chip of an AI search', () => {
  it.each([
    ['engineers in London', 'London', 'engineers'],
    ['in London and Paris', 'London', 'in Paris'],
    ['engineers in London with Python', 'London', 'engineers with Python'],
    ['senior engineers, Berlin, 5+ years', 'Berlin', 'senior engineers, 5+ years'],
    ['Go developers', 'go', 'developers'],
    ['product managers', 'designers', 'product managers'],
  ])('"%s" without "%s" is "%s"', (query, text, expected) => {
    expect(removeChipText(query, text)).toBe(expected);
  });

  it('removes the whole word, not a part of another', () => {
    expect(removeChipText('Javascript or Java', 'Java')).toBe('Javascript');
  });
});
