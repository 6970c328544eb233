import {
  adjustCreditsProblem,
  adjustedText,
  adjustmentAmount,
  adjustReasonProblem,
  columnSortOrder,
  creditsPair,
  DEFAULT_SORT,
  fullName,
  planLabel,
  sortFromTable,
} from '../src/features/staff/customers/customerText';
import { searchValue } from '../src/features/staff/StaffSearch';

describe('the staff users words', () => {
  it('names a user, or says they gave no name', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ firstName: ' Ada ', lastName: null })).toBe('Ada');
    expect(fullName({ firstName: null, lastName: '' })).toBe('—');
  });

  it('writes credits as remaining / total and a plan in words', () => {
    expect(creditsPair({ remainingCredits: 8, totalCredits: 8 })).toBe('8 / 8');
    expect(planLabel('starter')).toBe('Starter');
    expect(planLabel('')).toBe('—');
  });

  it("turns the table's sorter into the server's sort, and back", () => {
    expect(sortFromTable('credits', 'ascend')).toEqual({ sortBy: 'remainingCredits', sortOrder: 'asc' });
    expect(sortFromTable('email', 'descend')).toEqual({ sortBy: 'email', sortOrder: 'desc' });
    expect(sortFromTable('email', null)).toEqual(DEFAULT_SORT);
    expect(sortFromTable('name', 'ascend')).toEqual(DEFAULT_SORT);
    expect(columnSortOrder('credits', { sortBy: 'remainingCredits', sortOrder: 'asc' })).toBe('ascend');
    expect(columnSortOrder('email', DEFAULT_SORT)).toBeNull();
    expect(columnSortOrder('createdAt', DEFAULT_SORT)).toBe('descend');
  });

  it('sends a trimmed search, or none', () => {
    expect(searchValue('  acme ')).toBe('acme');
    expect(searchValue('   ')).toBeNull();
    expect(searchValue('x'.repeat(300))).toHaveLength(200);
  });
});

describe("the 'Adjust credits' form", () => {
  it('signs the amount by Grant or Remove', () => {
    expect(adjustmentAmount('grant', 3)).toBe(3);
    expect(adjustmentAmount('remove', 3)).toBe(-3);
    expect(adjustmentAmount('remove', -2)).toBe(-2);
    expect(adjustmentAmount('grant', 2.7)).toBe(2);
  });

  it('checks the amount and the reason', () => {
    expect(adjustCreditsProblem(null)).toBe('Please enter a number of credits.');
    expect(adjustCreditsProblem(0)).toBe('Enter from 1 to 10,000 credits.');
    expect(adjustCreditsProblem(10001)).toBe('Enter from 1 to 10,000 credits.');
    expect(adjustCreditsProblem(1.5)).toBe('Please enter a whole number of credits.');
    expect(adjustCreditsProblem(5)).toBeNull();
    expect(adjustReasonProblem('')).toBe('Please give a reason.');
    expect(adjustReasonProblem(' ab ')).toBe('A reason needs at least 3 characters.');
    expect(adjustReasonProblem('x'.repeat(501))).toBe('A reason has at most 500 characters.');
    expect(adjustReasonProblem('Goodwill')).toBeNull();
  });

  it('says what moved', () => {
    expect(adjustedText(3, 'a@b.com')).toBe('Granted 3 credits to a@b.com.');
    expect(adjustedText(-1, 'a@b.com')).toBe('Removed 1 credit from a@b.com.');
  });
});
