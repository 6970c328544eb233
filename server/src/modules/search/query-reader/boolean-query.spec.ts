import fc from 'fast-check';
import { andOf, keywordExprToText, orOf, parseBooleanParts, parseBooleanQuery, tokenizeBoolean } from './boolean-query';
import type { KeywordExpr } from './interpretation.types';

const t = (text: string): KeywordExpr => ({ kind: 'term', text, phrase: false });
const p = (text: string): KeywordExpr => ({ kind: 'term', text, phrase: true });
const and = (...items: KeywordExpr[]): KeywordExpr => ({ kind: 'and', items });
const or = (...items: KeywordExpr[]): KeywordExpr => ({ kind: 'or', items });
const not = (item: KeywordExpr): KeywordExpr => ({ kind: 'not', item });

describe('boolean keyword syntax', () => {
  describe('tokenizer', () => {
    it('splits words, phrases, parentheses and operators with their offsets', () => {
      const input = '(react OR vue) AND "design systems" -angular';
      const tokens = tokenizeBoolean(input);
      expect(tokens.map((x) => [x.type, x.text])).toEqual([
        ['lparen', '('],
        ['word', 'react'],
        ['or', 'OR'],
        ['word', 'vue'],
        ['rparen', ')'],
        ['and', 'AND'],
        ['phrase', 'design systems'],
        ['not', '-'],
        ['word', 'angular'],
      ]);
      for (const token of tokens) {
        if (token.type === 'phrase') expect(input.slice(token.start, token.end)).toBe('"design systems"');
        else expect(input.slice(token.start, token.end)).toBe(token.text === 'OR' || token.text === 'AND' ? token.text : token.text);
      }
    });

    it('keeps hyphens inside words and trims sentence punctuation', () => {
      expect(tokenizeBoolean('ex-fintech, 3-5 years. node.js!').map((x) => x.text)).toEqual(['ex-fintech', '3-5', 'years', 'node.js']);
    });
  });

  describe('parser', () => {
    it.each<[string, KeywordExpr | null]>([
      ['java', t('java')],
      ['a b', and(t('a'), t('b'))],
      ['a AND b', and(t('a'), t('b'))],
      ['a && b', and(t('a'), t('b'))],
      ['a OR b', or(t('a'), t('b'))],
      ['a || b', or(t('a'), t('b'))],
      // OR binds looser than AND ...
      ['a AND b OR c', or(and(t('a'), t('b')), t('c'))],
      ['a OR b AND c', or(t('a'), and(t('b'), t('c')))],
      ['a OR b AND c OR d', or(t('a'), and(t('b'), t('c')), t('d'))],
      // ... and side-by-side words group whole OR chains (implicit AND is the loosest)
      ['a b OR c', and(t('a'), or(t('b'), t('c')))],
      ['CTO OR "VP of Engineering" fintech', and(or(t('CTO'), p('VP of Engineering')), t('fintech'))],
      // NOT and leading minus bind tightest
      ['NOT a', not(t('a'))],
      ['-a', not(t('a'))],
      ['java NOT android', and(t('java'), not(t('android')))],
      ['java -android', and(t('java'), not(t('android')))],
      ['a OR NOT b', or(t('a'), not(t('b')))],
      ['NOT a AND b', and(not(t('a')), t('b'))],
      ['NOT NOT a', not(not(t('a')))],
      ['NOT (a OR b)', not(or(t('a'), t('b')))],
      ['-(a OR b) c', and(not(or(t('a'), t('b'))), t('c'))],
      ['-"foo bar"', not(p('foo bar'))],
      // phrases keep their words in order
      ['"design systems"', p('design systems')],
      ['"  design   systems "', p('design systems')],
      ['"product manager" OR pm', or(p('product manager'), t('pm'))],
      ['\u201cdesign systems\u201d figma', and(p('design systems'), t('figma'))],
      // parentheses, nested
      ['(react OR vue) AND "design systems" -angular', and(or(t('react'), t('vue')), p('design systems'), not(t('angular')))],
      ['((a OR b) (c OR (d e)))', and(or(t('a'), t('b')), or(t('c'), and(t('d'), t('e'))))],
      ['a AND (b AND c)', and(t('a'), t('b'), t('c'))],
      ['(a OR b) OR c', or(t('a'), t('b'), t('c'))],
      ['(python)', t('python')],
      // lower-case words are ordinary words
      ['java or kotlin', and(t('java'), t('or'), t('kotlin'))],
      ['react and vue', and(t('react'), t('and'), t('vue'))],
      ['java not android', and(t('java'), t('not'), t('android'))],
      // a minus inside a word is not a negation
      ['ex-fintech', t('ex-fintech')],
      ['3-5 years', and(t('3-5'), t('years'))],
      ['engineers, Berlin.', and(t('engineers'), t('Berlin'))],
    ])('%s', (input, expected) => {
      expect(parseBooleanQuery(input)).toEqual(expected);
    });

    it.each<[string, KeywordExpr | null]>([
      ['"design systems', p('design systems')],
      ['(a OR b', or(t('a'), t('b'))],
      ['((a OR b) c', and(or(t('a'), t('b')), t('c'))],
      ['a OR b)', or(t('a'), t('b'))],
      [')a(', t('a')],
      [')(', null],
      ['((', null],
      ['()', null],
      ['""', null],
      ['"', null],
      ['-', null],
      ['a -', t('a')],
      ['a OR', t('a')],
      ['OR a', t('a')],
      ['AND', null],
      ['NOT', null],
      ['a NOT', t('a')],
      ['a AND AND b', and(t('a'), t('b'))],
      ['a OR OR b', or(t('a'), t('b'))],
      ['a OR AND b', or(t('a'), t('b'))],
      ['NOT )', null],
      ['', null],
      ['   ', null],
      [', ; ,', null],
      ['& + @', null],
    ])('unbalanced or dangling input %p never throws', (input, expected) => {
      expect(parseBooleanQuery(input)).toEqual(expected);
    });

    it('gives the ANDed top-level parts with their offsets and marks what was inside parentheses', () => {
      const input = 'senior (backend engineers) (react OR vue)';
      const parts = parseBooleanParts(input);
      expect(parts.map((x) => [x.kind, input.slice(x.start, x.end), x.paren])).toEqual([
        ['term', 'senior', false],
        ['term', 'backend', true],
        ['term', 'engineers', true],
        ['or', '(react OR vue)', true],
      ]);
    });
  });

  describe('printer', () => {
    it.each<[KeywordExpr, string]>([
      [t('java'), 'java'],
      [p('design systems'), '"design systems"'],
      [and(t('a'), t('b')), 'a AND b'],
      [or(t('a'), and(t('b'), t('c'))), 'a OR (b AND c)'],
      [and(or(t('react'), t('vue')), p('design systems'), not(t('angular'))), '(react OR vue) AND "design systems" AND NOT angular'],
      [not(or(t('a'), t('b'))), 'NOT (a OR b)'],
      [not(not(t('a'))), 'NOT NOT a'],
      [t('OR'), '"OR"'],
      [t('two words'), '"two words"'],
    ])('%j prints as %s', (expr, text) => {
      expect(keywordExprToText(expr)).toBe(text);
    });

    it('reads its own output back', () => {
      // '*-0' once made a word starting with '-', which prints as a negation (found by the property below).
      for (const input of [
        '(react OR vue) AND "design systems" -angular',
        'a b OR c',
        'java NOT android',
        'NOT (a OR b) OR c d',
        '*-0',
        '--x',
      ]) {
        const expr = parseBooleanQuery(input)!;
        expect(parseBooleanQuery(keywordExprToText(expr))).toEqual(expr);
      }
    });
  });

  describe('helpers', () => {
    it('builds flat and/or nodes', () => {
      expect(andOf([])).toBeNull();
      expect(andOf([t('a')])).toEqual(t('a'));
      expect(andOf([and(t('a'), t('b')), t('c')])).toEqual(and(t('a'), t('b'), t('c')));
      expect(orOf([t('a'), or(t('b'), t('c'))])).toEqual(or(t('a'), t('b'), t('c')));
    });
  });

  describe('properties', () => {
    const word = fc.oneof(
      fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/),
      fc.constantFrom('c++', 'c#', 'node.js', 'ex-fintech', '3-5', 'and', 'or', 'not', 'k8s', 'fp&a', 'm\u00fcnchen', 'S\u00e3o'),
    );
    const term: fc.Arbitrary<KeywordExpr> = fc.oneof(
      word.map((text) => ({ kind: 'term' as const, text, phrase: false })),
      fc.array(word, { minLength: 1, maxLength: 3 }).map((ws) => ({ kind: 'term' as const, text: ws.join(' '), phrase: true })),
    );
    const flat = (kind: 'and' | 'or', items: KeywordExpr[]): KeywordExpr => ({
      kind,
      items: items.flatMap((item) => (item.kind === kind ? item.items : [item])),
    });
    const { expr } = fc.letrec<{ expr: KeywordExpr; term: KeywordExpr; not: KeywordExpr; and: KeywordExpr; or: KeywordExpr }>((tie) => ({
      expr: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('term'), tie('not'), tie('and'), tie('or')),
      term,
      not: tie('expr').map((item) => ({ kind: 'not' as const, item })),
      and: fc.array(tie('expr'), { minLength: 2, maxLength: 4 }).map((items) => flat('and', items)),
      or: fc.array(tie('expr'), { minLength: 2, maxLength: 4 }).map((items) => flat('or', items)),
    }));

    it('parse(print(e)) equals e', () => {
      fc.assert(
        fc.property(expr, (e) => {
          expect(parseBooleanQuery(keywordExprToText(e))).toEqual(e);
        }),
        { numRuns: 500 },
      );
    });

    it('never throws and always gives a printable expression or null', () => {
      const soup = fc
        .array(
          fc.oneof(
            fc.constantFrom('AND', 'OR', 'NOT', '(', ')', '"', '-', '&&', '||', ',', 'a', 'b', 'ex-c', '\u201c'),
            fc.string({ maxLength: 4 }),
          ),
          { maxLength: 20 },
        )
        .map((xs) => xs.join(' '));
      fc.assert(
        fc.property(fc.oneof(fc.string({ maxLength: 60, unit: 'binary' }), soup), (input) => {
          const e = parseBooleanQuery(input);
          if (e) expect(parseBooleanQuery(keywordExprToText(e))).toEqual(e);
        }),
        { numRuns: 1000 },
      );
    });
  });
});
