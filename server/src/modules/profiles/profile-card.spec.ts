import { experienceLine, placeLine } from './profile-card';

const job = (title: string, company: string, start: string, end: string | null) => ({ title, company, start, end });

describe("a card's line of work", () => {
  it.each([
    [
      [job('CTO', 'Quillstack', '2021-03', null), job('Engineer', 'Finly', '2017', '2021')],
      'CTO at Quillstack (2021–present) · previously Engineer at Finly',
    ],
    [[job('Nurse', 'St Mary', '2015-01', '2020-06')], 'Nurse at St Mary (2015–2020)'],
    // What imported files leave out is not shown as blanks or nulls.
    [[job('CFO', '', '', null)], 'CFO'],
    [[job('', 'Rocket & Co', '2019', null)], 'Rocket & Co (2019–present)'],
    [[job('Analyst', '', '', '2021-05')], 'Analyst (until 2021)'],
    [[job('', '', '', null), job('Intern', 'Loom', '2012', '2013')], 'Intern at Loom (2012–2013)'],
    [[], 'No work experience listed'],
  ])('%j reads %j', (jobs, line) => {
    expect(experienceLine(jobs)).toBe(line);
  });
});

describe("a card's place", () => {
  it.each([
    ['Berlin', 'Germany', 'Berlin, Germany'],
    ['', 'Germany', 'Germany'],
    ['', '', ''],
  ])('%j and %j read %j', (city, country, line) => {
    expect(placeLine(city, country)).toBe(line);
  });

  it('shows the region of a place a source gave as a region alone, and the city when there is one', () => {
    expect(placeLine('', 'United States', 'California')).toBe('California, United States');
    expect(placeLine('Lubbock', 'United States', 'Texas')).toBe('Lubbock, United States');
  });
});
