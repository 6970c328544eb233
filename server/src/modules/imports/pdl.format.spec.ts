import { displayCase, readPdlPerson, pdlEntries } from './pdl.format';
import { linkedinUsernameOf, nameCase, personName, text } from './person-record';

describe('displayCase', () => {
  it.each([
    ['vice president of sales', 'Vice President of Sales'],
    ['sr. software engineer ii', 'Sr. Software Engineer II'],
    ['acme gmbh', 'Acme GmbH'],
    ["o'reilly media", "O'reilly Media"],
    ['of mice and men', 'Of Mice and Men'],
    ['Acme Corp', 'Acme Corp'],
    ['ACME', 'ACME'],
    ['', ''],
  ])('%j -> %j, the same every time it is read', (value, shown) => {
    expect(displayCase(value)).toBe(shown);
    expect(displayCase(value)).toBe(shown);
  });
});

describe('names', () => {
  it('capitalises lower-case names, the same every time, and keeps other casing', () => {
    for (let i = 0; i < 2; i++) {
      expect(nameCase("anne-marie o'neil")).toBe("Anne-Marie O'Neil");
      expect(nameCase('McDonald')).toBe('McDonald');
      expect(personName(null, null, 'sean van der berg')).toEqual({ firstName: 'Sean', lastName: 'Van Der Berg' });
    }
  });
});

describe('text', () => {
  it.each([
    ['  a\tb \n c  ', 'a b c'],
    ['single spaced', 'single spaced'],
    ['   ', null],
    [true, null],
  ])('%j -> %j', (value, read) => {
    expect(text(value)).toBe(read);
  });

  it('cuts at the length given', () => expect(text('  abcdef  ', 3)).toBe('abc'));
});

describe('a LinkedIn username as files give it', () => {
  it.each([
    ['https://de.linkedin.com/in/Jana-Novakova', 'jana-novakova'],
    ['linkedin.com/in/jana-novakova?originalSubdomain=de', 'jana-novakova'],
    ['https://www.linkedin.com/in/jana-novakova/details/experience/', 'jana-novakova'],
    ['https://www.linkedin.com/mwlite/in/jana-novakova', 'jana-novakova'],
    ['jana-novakova', 'jana-novakova'],
    ['<https://www.linkedin.com/in/jana-novakova>', 'jana-novakova'],
    ['"linkedin.com/in/jana-novakova/"', 'jana-novakova'],
    ['https://www.linkedin.com/company/acme', null],
    ['www.linkedin.com/pub/jana-novakova/12/345/678', null],
    ['https://www.linkedin.com/in/', null],
  ])('%j is %j', (value, username) => {
    expect(linkedinUsernameOf(value)).toBe(username);
  });
});

describe('readPdlPerson', () => {
  it('reads the same record the same way twice', () => {
    const record = {
      id: 'r1',
      first_name: 'ada',
      last_name: 'lovelace',
      job_title: 'vp,  eng',
      job_company_name: 'analytical engines ltd',
      location_name: 'london, united kingdom',
      experience: [{ company: { name: 'analytical engines ltd' }, title: { name: 'vp,  eng' }, start_date: '2019-03', end_date: null }],
    };
    const first = readPdlPerson(record);
    expect(first).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      title: 'VP, Eng',
      company: { name: 'Analytical Engines LTD' },
      location: { city: 'London', countryCode: 'GB' },
    });
    expect(readPdlPerson(record)).toEqual(first);
  });

  it('gives a place outside the vocabulary its country by name, cased as names are', () => {
    expect(readPdlPerson({ id: 'r3', full_name: 'józsef gárdonyi', location_name: 'budapest, hungary' }).location).toEqual({
      city: 'Budapest',
      country: 'Hungary',
      countryCode: 'HU',
    });
    expect(readPdlPerson({ id: 'r4', full_name: 'ann lee', location_name: 'smallville, narnia' }).location).toEqual({
      city: 'Smallville',
      country: 'Narnia',
      countryCode: '',
    });
  });

  it("gives the current job at job_company_name, listed without a title, job_title's; no other job", () => {
    const person = readPdlPerson({
      id: 'r2',
      full_name: 'zoe rocket',
      job_title: 'growth hacker',
      job_company_name: 'rocket & co',
      experience: [
        { company: { name: 'rocket & co' }, title: null, start_date: '2021', end_date: null },
        { company: { name: 'other co' }, title: null, start_date: '2022', end_date: null },
        { company: { name: 'rocket & co' }, title: null, start_date: '2015', end_date: '2019' },
      ],
    });
    expect(person.experience.map((e) => [e.company, e.title])).toEqual([
      ['Other Co', ''],
      ['Rocket & Co', 'Growth Hacker'],
      ['Rocket & Co', ''],
    ]);
  });
});

describe('pdlEntries', () => {
  it('is a person record itself, also one with a status of its own', () => {
    const record = { id: 'r1', full_name: 'ada lovelace', status: 200, data: {} };
    expect(pdlEntries(record)).toEqual([{ value: record }]);
  });

  it('reads an answer that is no object as it is (the reader rejects it)', () => {
    expect(pdlEntries([1, 2])).toEqual([{ value: [1, 2] }]);
  });
});
