import { compileSearch } from '../src/modules/search/engine/compiled-query';
import { LocalIndexSource } from '../src/modules/search/engine/local-index.source';
import { emptyQuery, type StructuredQuery } from '../src/modules/search/structured-query';
import { newProfile } from './factories';
import { ownDatabase, type OwnDatabase } from './own-database';
import { limit } from './time-limits';

/**
 * A search with keywords asks each skill's words of the keyword document as well (compiled-query's
 * skillWordsOf), so that the keyword's index intersects the two. The skill implies its words, so
 * this may never lose a match: checked on skills as people write them (punctuation, versions,
 * stop words) against the stored rows read the plain way, on a database of this file's own.
 */
const SKILLS = [
  'C#',
  'C++',
  'Objective-C',
  'A/B Testing',
  'Node.js',
  'T-SQL',
  'ASP.NET',
  'Google Cloud Platform (GCP)',
  'Python 3.10',
  'R',
  'UX/UI',
  'SAP S/4HANA',
  'Vue.js 2',
  'E-commerce',
  'IT',
];
const KEYWORD = 'quasarology';

let own: OwnDatabase;
/** Asks the skills' words whatever the size of the rest of the search (this index is small). */
let index: LocalIndexSource;
/** As the server does: the words only when the rest of the search is broad, never at this size. */
let plain: LocalIndexSource;
beforeAll(async () => {
  own = await ownDatabase('skill_words');
  for (const [i, skill] of SKILLS.entries()) {
    // The skill with the keyword (a match), the skill alone, and the keyword alone; a skill in the
    // middle of the list, as the document joins them.
    await newProfile(own.ds, { skills: ['Kubernetes', skill, 'Terraform'], summary: `Known for ${KEYWORD}, case ${i}.` });
    await newProfile(own.ds, { skills: [skill], summary: `Case ${i}.` });
    await newProfile(own.ds, { skills: ['Terraform'], summary: `${KEYWORD} again, case ${i}.` });
  }
  // A skill containing another as whole words meets it too ('Python' by 'Python 3.10'): the search
  // reads those from the counted values of the index.
  await own.ds.query('REFRESH MATERIALIZED VIEW search_terms');
  index = new LocalIndexSource(own.ds, { skillWordsFrom: 0 });
  plain = new LocalIndexSource(own.ds);
}, limit(120_000));
afterAll(() => own?.drop());

const asked = (skills: string[], skillsMatch: 'all' | 'any' = 'all'): StructuredQuery => ({
  ...emptyQuery(),
  skills: skills.map((s) => s.toLowerCase()),
  skillsMatch,
  keywords: { kind: 'term', text: KEYWORD, phrase: false },
});

/** The matches read without the skills' words: the keyword, and every skill met (any of them with 'any'). */
async function oracle(q: StructuredQuery): Promise<string[]> {
  const prepared = await index.prepare(q);
  const mets = q.skills.map((k) => prepared.skillMatch![k].met);
  const rows: Array<{ id: string; skill_keys: string[] }> = await own.ds.query(
    `SELECT profile_id::text AS id, skill_keys FROM profile_search WHERE doc @@ plainto_tsquery('english', $1)`,
    [KEYWORD],
  );
  const meets = (keys: string[], met: string[]) => met.some((k) => keys.includes(k));
  return rows
    .filter((r) => (q.skillsMatch === 'any' ? mets.some((m) => meets(r.skill_keys, m)) : mets.every((m) => meets(r.skill_keys, m))))
    .map((r) => r.id)
    .sort();
}

async function found(q: StructuredQuery, source = index): Promise<string[]> {
  const page = await source.search(q, 1, 50);
  expect(page.approximate).toBe(false);
  return page.ids.slice(0, page.exactOnPage).sort();
}

describe('skills with keywords', () => {
  it.each(SKILLS)('finds everyone with the skill %s and the keyword, and no one else', async (skill) => {
    const q = asked([skill]);
    const expected = await oracle(q);
    expect(expected.length).toBeGreaterThanOrEqual(1);
    expect(await found(q)).toEqual(expected);
    expect(await found(q, plain)).toEqual(expected);
  });

  it('asks the words of a skill that has them, and nothing of one made of stop words', async () => {
    const prepared = await index.prepare(asked(['Node.js', 'Google Cloud Platform (GCP)', 'IT']));
    expect(prepared.skillMatch!['node.js'].words).toBe(`'node.js'`);
    expect(prepared.skillMatch!['google cloud platform (gcp)'].words).toBe(`'googl' & 'cloud' & 'platform' & 'gcp'`);
    expect(prepared.skillMatch!['it'].words).toBeUndefined();
    // Asked of the keyword document in every statement of the exact matches, left out of the estimate.
    const c = compileSearch(prepared);
    const [, params] = c.where.render();
    expect(params).toEqual(expect.arrayContaining([`'node.js'`, `'googl' & 'cloud' & 'platform' & 'gcp'`]));
    expect(c.estimated.render()[1]).not.toContain(`'node.js'`);
    expect(compileSearch(prepared, { skillWords: false }).where.render()[1]).not.toContain(`'node.js'`);
  });

  it('finds the same people with several skills, all of them or any of them', async () => {
    const all = asked(['Kubernetes', 'ASP.NET', 'Terraform'], 'all');
    const allExpected = await oracle(all);
    expect(allExpected.length).toBe(1);
    expect(await found(all)).toEqual(allExpected);
    const any = asked(['ASP.NET', 'IT', 'C#'], 'any');
    const anyExpected = await oracle(any);
    expect(anyExpected.length).toBeGreaterThanOrEqual(3);
    expect(await found(any)).toEqual(anyExpected);
  });
});
