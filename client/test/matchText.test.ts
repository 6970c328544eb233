import { fileProblem, listNameForFile, matchSummary, saveMatchesLabel } from '../src/features/lists/matchText';

describe('matching a file: the words', () => {
  it('sums up the rows and names the save', () => {
    expect(matchSummary({ exact: 3, probable: 1, notFound: 2 })).toBe('3 exact · 1 probable · 2 not found');
    expect(saveMatchesLabel(1)).toBe('Save 1 person as a list');
    expect(saveMatchesLabel(4)).toBe('Save 4 people as a list');
  });

  it('names the list after the file', () => {
    expect(listNameForFile('Q3 shortlist.csv')).toBe('Matched: Q3 shortlist');
    expect(listNameForFile('.csv')).toBe('Matched: my file');
  });

  it('refuses an empty, too big or non-CSV file before sending it', () => {
    expect(fileProblem({ name: 'a.csv', size: 0 })).toBe('The file is empty.');
    expect(fileProblem({ name: 'a.csv', size: 1_000_001 })).toContain('too big');
    expect(fileProblem({ name: 'a.xlsx', size: 10 })).toBe('Choose a CSV file (.csv).');
    expect(fileProblem({ name: 'people.CSV', size: 10 })).toBeNull();
  });
});
