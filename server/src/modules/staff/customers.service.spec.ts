import { tooFewCreditsMessage, userSearchOf } from './customers.service';

describe("a staff member's search text", () => {
  it.each([
    [null, { pattern: null, id: null }],
    ['', { pattern: null, id: null }],
    ['   ', { pattern: null, id: null }],
    ['Jane', { pattern: '%Jane%', id: null }],
    ['  Jane   Doe ', { pattern: '%Jane Doe%', id: null }],
    ['50%_off\\', { pattern: '%50\\%\\_off\\\\%', id: null }],
    [
      '6F1C2A40-0C1B-4F7E-9A39-2B8D1E0F3A11',
      { pattern: '%6F1C2A40-0C1B-4F7E-9A39-2B8D1E0F3A11%', id: '6f1c2a40-0c1b-4f7e-9a39-2b8d1e0f3a11' },
    ],
  ])('%p -> %p', (query, search) => {
    expect(userSearchOf(query)).toEqual(search);
  });

  it('keeps at most 200 characters', () => {
    expect(userSearchOf('x'.repeat(300)).pattern).toBe(`%${'x'.repeat(200)}%`);
  });
});

describe('refusing a removal larger than the balance', () => {
  it.each([
    [0, 'This user has no credits left, so there is nothing to remove.'],
    [1, 'This user has only 1 credit left; you can remove at most 1.'],
    [2, 'This user has only 2 credits left; you can remove at most 2.'],
  ])('%p left: %p', (remaining, message) => {
    expect(tooFewCreditsMessage(remaining)).toBe(message);
  });
});
