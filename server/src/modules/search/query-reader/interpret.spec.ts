import fc from 'fast-check';
import { FOREIGN_PLACES, FOREIGN_TITLES, VOCABULARY } from '../../vocabulary';
import { keywordExprToText } from './boolean-query';
import type { Interpretation, InterpretationSpan } from './interpretation.types';
import { INTERPRETATION_FIXTURES, interpretationMismatches } from '../../../../test/interpretations.fixture';
import { interpret, type InterpretContext } from './index';

/** The curated companies (ids 1..10) plus generated-looking names that collide with ordinary phrases. */
const COMPANIES = [
  ...VOCABULARY.curatedCompanies.map((c, i) => ({ id: i + 1, name: c.name, industry: c.industry })),
  { id: 11, name: 'Data Labs', industry: 'ai' },
  { id: 12, name: 'Deep Learning', industry: 'ai' },
  { id: 13, name: 'Cloud Security', industry: 'cybersecurity' },
  { id: 14, name: 'Atlasly', industry: 'saas' },
  { id: 15, name: 'Nova Health', industry: 'healthcare' },
];
const ctx: InterpretContext = { vocabulary: VOCABULARY, companies: COMPANIES };
const read = (q: string) => interpret(q, ctx);

/** Removes the first whole-word occurrence of `text` (so removing 'Go' never cuts into 'Google'). */
function removeText(query: string, text: string): string {
  const isWord = (c: string | undefined) => !!c && /[\p{L}\p{N}]/u.test(c);
  for (let from = 0; ;) {
    const i = query.indexOf(text, from);
    if (i < 0) return query;
    const cutsBefore = isWord(query[i - 1]) && isWord(text[0]);
    const cutsAfter = isWord(query[i + text.length]) && isWord(text[text.length - 1]);
    if (!cutsBefore && !cutsAfter) return `${query.slice(0, i)} ${query.slice(i + text.length)}`;
    from = i + 1;
  }
}

const chipCount = (i: Interpretation, span: InterpretationSpan) =>
  i.spans.filter((s) => s.kind === span.kind && s.label === span.label).length;

describe('natural-language query reader', () => {
  it(`has at least 40 fixture queries (${INTERPRETATION_FIXTURES.length})`, () => {
    expect(INTERPRETATION_FIXTURES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(INTERPRETATION_FIXTURES.map((c) => c.query)).size).toBe(INTERPRETATION_FIXTURES.length);
  });

  describe.each(INTERPRETATION_FIXTURES)('$query', (c) => {
    const result = read(c.query);

    it('extracts what it must', () => {
      expect(interpretationMismatches(result, c)).toEqual([]);
    });

    it('keeps for every recognised part the exact text it came from', () => {
      for (const span of result.spans) {
        if (span.kind === 'keywords' && !span.excludes) {
          expect(span.label).toBe(keywordExprToText(result.keywords!));
          // One stretch of the query when the keywords are contiguous, else the printed expression.
          expect(c.query.includes(span.text) || span.text === span.label).toBe(true);
        } else {
          expect(c.query).toContain(span.text);
          expect(span.text.trim()).toBe(span.text);
          expect(span.label).toBeTruthy();
        }
      }
      expect(result.spans.filter((s) => s.kind === 'keywords' && !s.excludes).length).toBe(result.keywords ? 1 : 0);
    });

    it('no longer yields a constraint once its text is removed', () => {
      for (const span of result.spans) {
        if (!c.query.includes(span.text)) continue;
        const again = read(removeText(c.query, span.text));
        if (span.kind === 'keywords' && !span.excludes) {
          expect(again.keywords ? keywordExprToText(again.keywords) : null).not.toBe(span.label);
        } else {
          expect(chipCount(again, span)).toBeLessThan(chipCount(result, span));
        }
      }
    });
  });

  it('reads every fixture query', () => {
    const failing = INTERPRETATION_FIXTURES.filter((c) => interpretationMismatches(read(c.query), c).length > 0).map((c) => c.query);
    expect(failing).toEqual([]);
  });

  it('the fixture comparison reports differences', () => {
    const c = { query: 'engineers', expect: { titles: ['designer'] }, only: true };
    expect(interpretationMismatches(read('engineers in Berlin'), c)).toEqual([
      'titles: expected ["designer"], got ["engineer"]',
      'locations: expected [], got [{"city":"Berlin","countryCode":"DE"}]',
    ]);
  });

  describe('spans and labels', () => {
    it('labels chips as a recruiter reads them', () => {
      const r = read(
        'senior backend engineers in Berlin who know Kubernetes, 5+ years, ex-fintech at Finly ex-Paystream with an MBA from Stanford',
      );
      expect(r.spans.map((s) => [s.kind, s.text, s.label])).toEqual([
        ['seniority', 'senior', 'Senior'],
        ['title', 'backend engineers', 'Backend Engineer'],
        ['location', 'in Berlin', 'Berlin, Germany'],
        ['skill', 'who know Kubernetes', 'Kubernetes'],
        ['years', '5+ years', '5+ years'],
        ['pastIndustry', 'ex-fintech', 'ex-fintech'],
        ['currentCompany', 'at Finly', 'at Finly'],
        ['pastCompany', 'ex-Paystream', 'ex-Paystream'],
        ['degree', 'with an MBA', 'MBA'],
        ['school', 'from Stanford', 'Stanford University'],
      ]);
    });

    it('gives the keywords one chip with the printed expression, and each negation a chip of its own', () => {
      const r = read('rockstar engineers (react OR vue) -php');
      expect(r.keywords && keywordExprToText(r.keywords)).toBe('rockstar AND (react OR vue)');
      expect(r.spans.slice(-2)).toEqual([
        { kind: 'skill', label: 'Not PHP', text: '-php', key: 'not:skill:php', excludes: true },
        { kind: 'keywords', label: 'rockstar AND (react OR vue)', text: 'rockstar AND (react OR vue)', key: 'keywords' },
      ]);
      const contiguous = read('engineers in Berlin (react OR vue) NOT (php OR perl)');
      expect(contiguous.spans.slice(-2)).toEqual([
        { kind: 'keywords', label: 'Not (php OR perl)', text: 'NOT (php OR perl)', key: 'not:keywords:php OR perl', excludes: true },
        { kind: 'keywords', label: 'react OR vue', text: '(react OR vue)', key: 'keywords' },
      ]);
    });

    it('reads years in whole years', () => {
      const y = (q: string) => {
        const r = read(q);
        return [r.yearsMin, r.yearsMax, r.spans.find((s) => s.kind === 'years')?.label];
      };
      expect(y('5+ years')).toEqual([5, null, '5+ years']);
      expect(y('5 years')).toEqual([5, null, '5+ years']);
      expect(y('at least 5 years')).toEqual([5, null, '5+ years']);
      expect(y('more than 10 years')).toEqual([10, null, '10+ years']);
      expect(y('over 10 yrs')).toEqual([10, null, '10+ years']);
      expect(y('3-5 years')).toEqual([3, 5, '3\u20135 years']);
      expect(y('3 to 5 years')).toEqual([3, 5, '3\u20135 years']);
      expect(y('between 3 and 5 years')).toEqual([3, 5, '3\u20135 years']);
      expect(y('under 3 years')).toEqual([null, 2, 'under 3 years']);
      expect(y('less than 2 years of experience')).toEqual([null, 1, 'under 2 years']);
      expect(y('up to 4 years')).toEqual([null, 4, 'up to 4 years']);
      expect(y('10+ yoe')).toEqual([10, null, '10+ years']);
      expect(y('10+yrs')).toEqual([10, null, '10+ years']);
      expect(y('five years of experience')).toEqual([5, null, '5+ years']);
      expect(y('7 years or more')).toEqual([7, null, '7+ years']);
      expect(y('2 years or less')).toEqual([null, 2, 'up to 2 years']);
      expect(y('top 5 engineers')).toEqual([null, null, undefined]);
    });
  });

  describe('ambiguous words', () => {
    it('needs the usual casing or a cue for short place names', () => {
      expect(read('help us find engineers').locations).toEqual([]);
      expect(read('US engineers').locations).toEqual([{ countryCode: 'US', label: 'United States' }]);
      expect(read('engineers in the us').locations).toEqual([{ countryCode: 'US', label: 'United States' }]);
      expect(read('BA in economics').locations).toEqual([]);
      expect(read('BA in economics').degrees).toEqual(['bachelor']);
      expect(read('SP engineers').locations).toEqual([]);
      expect(read('engineers in SP').locations.map((l) => l.city)).toEqual(['S\u00e3o Paulo']);
    });

    it('reads Go and R as skills only when they look like the language', () => {
      expect(read('Go developers').skills).toEqual(['go']);
      expect(read('engineers who know go').skills).toEqual(['go']);
      expect(read('python, go and rust').skills).toEqual(['python', 'go', 'rust']);
      expect(read('people who go to meetups').skills).toEqual([]);
      expect(read('golang').skills).toEqual(['go']);
      expect(read('data scientists with R').skills).toEqual(['r']);
      expect(read('R&D engineers').skills).toEqual([]);
    });

    it('reads generated company names only when written like a name or after a cue', () => {
      expect(read('data labs engineers').currentCompanies).toEqual([]);
      expect(read('Data Labs engineers').currentCompanies).toEqual([{ id: 11, name: 'Data Labs' }]);
      expect(read('engineers at data labs').currentCompanies).toEqual([{ id: 11, name: 'Data Labs' }]);
      expect(read('cloud security engineers').currentCompanies).toEqual([]);
      expect(read('deep learning engineers').skills).toEqual(['deep learning']);
      expect(read('ex-atlasly').pastCompanies).toEqual([{ id: 14, name: 'Atlasly' }]);
      // the curated ones are distinctive: any casing
      expect(read('finly engineers').currentCompanies).toEqual([{ id: 1, name: 'Finly' }]);
    });

    it('keeps an unknown name after ex- or at as a keyword rather than another entity', () => {
      const r = read('account executives ex-Salesforce');
      expect(r.skills).toEqual([]);
      expect(r.keywords && keywordExprToText(r.keywords)).toBe('Salesforce');
      const bank = read('engineers at Deutsche Bank in Berlin');
      expect(bank.industries).toEqual([]);
      expect(bank.keywords && keywordExprToText(bank.keywords)).toBe('"Deutsche Bank"');
      expect(keywordExprToText(read('ex-Google ex-Meta SRE').keywords!)).toBe('Google AND Meta');
      expect(read('ex-Google ex-Meta SRE').titles).toEqual(['site reliability engineer']);
      expect(bank.locations.map((l) => l.city)).toEqual(['Berlin']);
    });

    it('tells schools and places apart by context', () => {
      expect(read('in Cambridge').locations.map((l) => l.city)).toEqual(['Cambridge']);
      expect(read('Cambridge alumni').schools).toEqual(['University of Cambridge']);
      expect(read('went to Cambridge').schools).toEqual(['University of Cambridge']);
      expect(read('ETH Zurich').schools).toEqual(['ETH Zurich']);
      expect(read('ETH Zurich').locations).toEqual([]);
      expect(read('Penn engineers').schools).toEqual([]);
      expect(read('Penn alumni').schools).toEqual(['University of Pennsylvania']);
    });

    it('turns negated entities into exclusions, never positive filters', () => {
      for (const [q, excluded] of [
        ['engineers -Google', 'not:keywords:Google'],
        ['engineers NOT Berlin', 'not:keywords:Berlin'],
        ['engineers not in Berlin', 'not:location:Berlin'],
        ['engineers -Finly', 'not:keywords:Finly'],
        ['engineers not at Finly', 'not:currentCompany:1'],
        ['NOT senior engineers', 'not:seniority:senior'],
        ['designers excluding Figma', 'not:skill:figma'],
        ['analysts without a fintech background', 'not:keywords:fintech'],
      ]) {
        const r = read(q);
        expect(r.locations).toEqual([]);
        expect(r.currentCompanies).toEqual([]);
        expect(r.seniorities).toEqual([]);
        expect(r.skills).toEqual([]);
        expect(r.industries).toEqual([]);
        expect(r.keywords).toBeNull();
        expect(r.spans.filter((s) => s.excludes).map((s) => s.key)).toEqual([excluded]);
      }
    });

    it('reads plain words inside parentheses and explicit AND like side-by-side words', () => {
      expect(read('senior AND (backend engineers) AND Berlin')).toMatchObject({
        seniorities: ['senior'],
        titles: ['backend engineer'],
        keywords: null,
      });
      expect(read('engineers (5+ years)').yearsMin).toBe(5);
    });
  });

  describe('context', () => {
    it('builds tables once per vocabulary and company list, and sees a new company list', () => {
      const companies = [...COMPANIES, { id: 99, name: 'Zebrafy', industry: 'saas' }];
      expect(interpret('Zebrafy engineers', { vocabulary: VOCABULARY, companies }).currentCompanies).toEqual([{ id: 99, name: 'Zebrafy' }]);
      expect(read('Zebrafy engineers').currentCompanies).toEqual([]);
    });
  });

  describe('properties', () => {
    const words = [
      ...INTERPRETATION_FIXTURES.flatMap((c) => c.query.split(/\s+/)),
      'AND',
      'OR',
      'NOT',
      '(',
      ')',
      '"',
      '-',
      '5+',
      'years',
      'or',
      'not',
      'ex-',
      '@',
      '&',
      ',',
      'between',
      'and',
      'under',
      '3-',
      'in',
      'at',
      'the',
      'US',
      'Go',
    ];
    const soup = fc.array(fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 5 })), { maxLength: 40 }).map((xs) => xs.join(' '));
    const anyText = fc.oneof(fc.string({ maxLength: 200, unit: 'binary' }), fc.string({ maxLength: 200, unit: 'grapheme' }), soup);

    it('never throws, stays fast and keeps the span invariants on arbitrary input', () => {
      fc.assert(
        fc.property(anyText, (q) => {
          const timed = () => {
            const started = process.hrtime.bigint();
            const result = interpret(q, ctx);
            return { result, ms: Number(process.hrtime.bigint() - started) / 1e6 };
          };
          let { result: r, ms } = timed();
          // A slow input is slow every time; one slow reading on a busy machine (a GC, another
          // process on the core) is timed again, up to three times.
          for (let retry = 0; retry < 3 && ms >= 50; retry++) ({ result: r, ms } = timed());
          expect(ms).toBeLessThan(50);
          for (const span of r.spans) {
            if (span.kind !== 'keywords') expect(q).toContain(span.text);
            else expect(q.includes(span.text) || span.text === span.label).toBe(true);
          }
          if (r.yearsMin !== null) expect(Number.isInteger(r.yearsMin)).toBe(true);
          if (r.keywords) expect(keywordExprToText(r.keywords).length).toBeGreaterThan(0);
        }),
        { numRuns: 1500 },
      );
    });

    it('reads titles and places written in German, French, Spanish, Dutch and Portuguese as their English ones', () => {
      const read2 = (q: string) => {
        const r = read(q);
        return { titles: r.titles, locations: r.locations.map((l) => l.label), keywords: r.keywords };
      };
      expect(read2('Ingenieur Softwareentwicklung München')).toEqual({
        titles: ['software engineer'],
        locations: ['Munich, Germany'],
        keywords: null,
      });
      expect(read2('ingénieur logiciel à Lyon')).toEqual({ titles: ['software engineer'], locations: ['Lyon, France'], keywords: null });
      expect(read2('desarrollador en Madrid')).toEqual({ titles: ['developer'], locations: ['Madrid, Spain'], keywords: null });
      expect(read2('verpleegkundige in Den Haag')).toEqual({ titles: ['nurse'], locations: ['The Hague, Netherlands'], keywords: null });
      expect(read2('enfermeira em Lisboa')).toEqual({ titles: ['nurse'], locations: ['Lisbon, Portugal'], keywords: null });
      // Every foreign phrase of the vocabulary is read, as something and nothing else.
      const unread = [...FOREIGN_TITLES, ...FOREIGN_PLACES].filter(([foreign]) => {
        const r = read(foreign);
        return r.spans.length === 0 || r.keywords !== null;
      });
      expect(unread).toEqual([]);
    });

    it('reads a typo of a known word as that word, says so, and keeps each part on the text as typed', () => {
      const r = read('sofware enginer in londn');
      expect(r.titles).toEqual(['software engineer']);
      expect(r.locations.map((l) => l.label)).toEqual(['London, United Kingdom']);
      expect(r.keywords).toBeNull();
      expect(r.corrected).toEqual({
        text: 'software engineer in london',
        fixes: [
          { from: 'sofware', to: 'software' },
          { from: 'enginer', to: 'engineer' },
          { from: 'londn', to: 'london' },
        ],
      });
      expect(r.spans.map((s) => s.text)).toEqual(['sofware enginer', 'in londn']);
      expect(read('recrutier in Amsterdm').corrected?.text).toBe('recruiter in amsterdam');
      // As typed: the words stay keywords.
      const typed = interpret('sofware enginer in londn', ctx, { asTyped: true });
      expect(typed.corrected).toBeUndefined();
      expect(typed.titles).toEqual([]);
      // A word that would stay a keyword anyway, a short word, and words under OR or NOT are left as typed.
      for (const q of [
        'rockstar engineers',
        'engineers in Berlin who like startups',
        'devs in Berlin',
        '(pyton OR rust) developers',
        'engineers -kubernets',
      ])
        expect(read(q).corrected).toBeUndefined();
    });

    it('handles very long input', () => {
      const long = 'senior backend engineers in Berlin '.repeat(500);
      const started = process.hrtime.bigint();
      const r = interpret(long, ctx);
      expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(100);
      expect(r.titles).toEqual(['backend engineer']);
    });
  });

  it('reads a field of study by its other names as that field too', () => {
    expect(keywordExprToText(read('people with a degree in math in Boston').keywords!)).toBe('math OR mathematics');
    expect(keywordExprToText(read('data scientists with a stats background').keywords!)).toBe('stats OR statistics');
    // Its own name stays as typed; a title with the other name is the title.
    expect(keywordExprToText(read('Mathematics degree').keywords!)).toBe('Mathematics');
    expect(read('math teachers')).toMatchObject({ titles: ['mathematics teacher'], keywords: null });
  });

  describe('remote work and relocation', () => {
    it('reads remote and relocation phrases as their own chips, the rest as before', () => {
      const r = read('fully remote Python developers in Germany');
      expect(r.remote).toBe(true);
      expect(r.skills).toEqual(['python']);
      expect(r.locations.map((l) => l.label)).toEqual(['Germany']);
      expect(r.spans.find((s) => s.kind === 'remote')).toMatchObject({ label: 'Remote', text: 'fully remote', key: 'remote' });
      for (const q of ['recruiters who work from home', 'WFH recruiters', 'remote-first recruiters', 'recruiters working remotely'])
        expect(read(q)).toMatchObject({ remote: true, titles: ['recruiter'], keywords: null });
      const move = read('nurses willing to relocate to Toronto');
      expect(move).toMatchObject({ relocation: true, titles: ['nurse'], keywords: null });
      expect(move.locations.map((l) => l.city)).toEqual(['Toronto']);
      expect(read('backend engineers open to relocation')).toMatchObject({
        relocation: true,
        titles: ['backend engineer'],
        keywords: null,
      });
    });

    it('rules remote out when negated, and leaves quoted or other meanings to the words', () => {
      const not = read('java developers NOT remote');
      expect(not.remote).toBeUndefined();
      expect(not.exclusions.remote).toBe(true);
      expect(not.spans.find((s) => s.kind === 'remote')).toMatchObject({
        label: 'Not remote',
        text: 'NOT remote',
        key: 'not:remote',
        excludes: true,
      });
      expect(read('java developers -remote').exclusions.remote).toBe(true);
      for (const q of ['remote sensing engineers', '"remote" engineers', 'relocation specialists']) {
        const r = read(q);
        expect(r.remote).toBeUndefined();
        expect(r.relocation).toBeUndefined();
      }
    });

    it("keeps every chip's text the query's own, so removing it still works", () => {
      for (const q of ['remote kafka streaming engineers', 'sofware enginers in londn open to relocation', 'remote']) {
        const r = read(q);
        for (const s of r.spans) expect(q.includes(s.text) || s.kind === 'keywords').toBe(true);
      }
      expect(read('sofware enginers in londn open to relocation').corrected?.text).toBe('software engineers in london open to relocation');
    });
  });
});
