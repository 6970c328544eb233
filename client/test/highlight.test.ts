/** Marking the words of a search in a result card's text (ResultMatch.highlights). */
import { highlightParts } from '../src/features/search/highlight';

/** The text with its marked parts in [brackets], to read the expectations at a glance. */
function marked(text: string, terms: string[]): string {
  return highlightParts(text, terms)
    .map((part) => (part.mark ? `[${part.text}]` : part.text))
    .join('');
}

describe('highlighting the words of a search', () => {
  it('marks a term whatever its case, and keeps the text as it was', () => {
    expect(marked('Senior React Developer at Paystream', ['react'])).toBe('Senior [React] Developer at Paystream');
    const parts = highlightParts('Senior React Developer at Paystream', ['react', 'paystream']);
    expect(parts.map((part) => part.text).join('')).toBe('Senior React Developer at Paystream');
    expect(parts.filter((part) => part.mark).map((part) => part.text)).toEqual(['React', 'Paystream']);
  });

  it('marks the whole word when a term is followed by an inflection', () => {
    expect(marked('Engineers who engineered it', ['engineer'])).toBe('[Engineers] who [engineered] it');
    expect(marked("Berlin's managing director", ['berlin', 'manage'])).toBe("[Berlin's] [managing] director");
  });

  it('never marks the start or the middle of another word', () => {
    expect(marked('JavaScript and Java', ['java'])).toBe('JavaScript and [Java]');
    expect(marked('A good Go engineer; Django', ['go'])).toBe('A good [Go] engineer; Django');
    expect(marked('Reactor and react-native', ['react'])).toBe('Reactor and [react]-native');
  });

  it('marks a phrase across any white space, the longer term first', () => {
    expect(marked('Senior Product  Manager, product managers', ['manager', 'product manager'])).toBe(
      'Senior [Product  Manager], [product managers]',
    );
    expect(marked('Frontend Engineer\nfrontend', ['frontend engineer'])).toBe('[Frontend Engineer]\nfrontend');
  });

  it('takes terms with punctuation literally', () => {
    expect(marked('C++ and C# on .NET (node.js)', ['c++', 'c#', 'node.js'])).toBe('[C++] and [C#] on .NET ([node.js])');
    expect(marked('a+b nodexjs', ['node.js', 'a+b'])).toBe('[a+b] nodexjs');
  });

  it('marks letters beyond ASCII as parts of words', () => {
    expect(marked('München and Münchener', ['münchen'])).toBe('[München] and [Münchener]');
    expect(marked('Zürich-based, not Oberzürich', ['zürich'])).toBe('[Zürich]-based, not Oberzürich');
  });

  it('marks a word with or without its accents, as the search finds it, keeping the text as written', () => {
    expect(marked('Jana Nováková, Zurich', ['novakova', 'zürich'])).toBe('Jana [Nováková], [Zurich]');
    expect(marked('Łódź and Straße', ['lodz', 'strasse'])).toBe('[Łódź] and [Straße]');
    // An accent written as a mark of its own after the letter stays with the word.
    expect(marked('Jose\u0301 and Jose', ['josé'])).toBe('[Jose\u0301] and [Jose]');
    expect(
      highlightParts('Renée Müller', ['muller'])
        .map((p) => p.text)
        .join(''),
    ).toBe('Renée Müller');
  });

  it('gives the text as one unmarked part without terms or matches, and nothing for no text', () => {
    expect(highlightParts('Frontend Engineer', [])).toEqual([{ text: 'Frontend Engineer', mark: false }]);
    expect(highlightParts('Frontend Engineer', ['  ', ''])).toEqual([{ text: 'Frontend Engineer', mark: false }]);
    expect(highlightParts('Frontend Engineer', ['python'])).toEqual([{ text: 'Frontend Engineer', mark: false }]);
    expect(highlightParts('', ['python'])).toEqual([]);
  });
});
