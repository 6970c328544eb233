import { join, param, ps, readingFrom, sql } from './sql';

describe('SQL fragments', () => {
  it('numbers parameters in order of first appearance, one number for a fragment used twice', () => {
    const keys = param(['a', 'b'], '::text[]');
    const unused = param('never');
    void unused;
    const id = param(7, '::int');
    const statement = sql`SELECT 1 FROM profile_search ps WHERE ${ps.current_company_id} = ${id} AND (${ps.industries} && ${keys} OR NOT ${ps.industry} = ANY(${keys})) LIMIT ${10}`;
    expect(statement.render()).toEqual([
      'SELECT 1 FROM profile_search ps WHERE ps.current_company_id = $1::int AND (ps.industries && $2::text[] OR NOT ps.industry = ANY($2::text[])) LIMIT 10',
      [7, ['a', 'b']],
    ]);
  });

  it('joins fragments and reads a column from another table only where asked', () => {
    const met = sql`${ps.doc} @@ kq.q`;
    const statement = sql`WHERE ${join([met, readingFrom({ doc: 'psd' }, met)], ' AND ')}`;
    expect(statement.render()[0]).toBe('WHERE ps.doc @@ kq.q AND psd.doc @@ kq.q');
    expect(statement.reads('doc')).toBe(true);
    expect(readingFrom({ doc: 'psd' }, met).reads('doc')).toBe(false);
    expect(statement.reads('title_key')).toBe(false);
  });
});
