import { openWebMessage } from './open-web.service';

describe('what a search of the open web says', () => {
  it('says who is new, who was there already, when there is no one, and when that was everyone', () => {
    expect(openWebMessage({ total: 40, returned: 10, added: 7, updated: 3, exhausted: false })).toBe(
      'Found 10 people at People Data Labs: 7 people new to the index, 3 people already in it. They are in the results now.',
    );
    expect(openWebMessage({ total: 1, returned: 1, added: 1, updated: 0, exhausted: true })).toBe(
      'Found 1 person at People Data Labs: 1 person new to the index. They are in the results now. That is everyone it has for this search.',
    );
    expect(openWebMessage({ total: 2, returned: 2, added: 0, updated: 2, exhausted: false })).toBe(
      'People Data Labs found 2 people for this search, all already in the index: no one new this time.',
    );
    expect(openWebMessage({ total: 0, returned: 0, added: 0, updated: 0, exhausted: true })).toBe(
      'People Data Labs has no one else for this search.',
    );
  });
});
