import { personName } from './person-record';

/** A full name as CRMs, ATSs and resumes write it, read as a first and a last name. */
describe('personName from a full name', () => {
  it.each([
    ['Jane Smith', 'Jane', 'Smith'],
    ['sean van der berg', 'Sean', 'Van Der Berg'],
    ['Dr. Jane Smith, PhD', 'Jane', 'Smith'],
    ['Prof. Dr. Hans Müller', 'Hans', 'Müller'],
    ['Mme Claire Dubois', 'Claire', 'Dubois'],
    ['Dhr. Jan de Vries', 'Jan', 'de Vries'],
    ["Mary-Kate O'Neil MBA", 'Mary-Kate', "O'Neil"],
    ['Jane Smith MD', 'Jane', 'Smith'],
    ['Rahim Uddin, M.Sc.', 'Rahim', 'Uddin'],
    ['Jane Smith, MA', 'Jane', 'Smith'],
    // Last name first, as HR systems export it.
    ['Smith, Jane', 'Jane', 'Smith'],
    ['von Trapp, Maria', 'Maria', 'von Trapp'],
    ['Lee, Kim MD', 'Kim', 'Lee'],
    ['Smith, Jane, PhD', 'Jane', 'Smith'],
    // Surnames in capitals, as HR systems write them.
    ['SMITH, Jane', 'Jane', 'Smith'],
    ['Jean-Luc DUPONT', 'Jean-Luc', 'Dupont'],
    ["MARY O'NEIL", 'Mary', "O'Neil"],
    ['Henry FORD III', 'Henry', 'Ford III'],
    // Part of the name: a generational suffix, and surnames that are also degrees' letters.
    ['John Doe, Jr.', 'John', 'Doe Jr.'],
    ['Yao Ma', 'Yao', 'Ma'],
    ['Anna Ing', 'Anna', 'Ing'],
    ['Dr. Ma Yun', 'Ma', 'Yun'],
    // Nothing but a form of address: kept as given.
    ['Dr', 'Dr', ''],
  ])('%s', (full, firstName, lastName) => {
    expect(personName(null, null, full)).toEqual({ firstName, lastName });
  });
});

/** First and last names given apart, as people type them on their LinkedIn profile (and its export carries them). */
describe('personName from a first and a last name', () => {
  it.each([
    ['Jane', 'Smith (she/her)', 'Jane', 'Smith'],
    ['Jane', 'Smith, MBA, PMP', 'Jane', 'Smith'],
    ['Jane', 'Smith PhD', 'Jane', 'Smith'],
    ['John 🚀', 'Doe', 'John', 'Doe'],
    ['Dr. Jane', 'Smith', 'Jane', 'Smith'],
    ['Alex', 'Kim (they/them) 🌍', 'Alex', 'Kim'],
    ['Yao', 'Ma', 'Yao', 'Ma'],
    ['Dr', 'Who', 'Dr', 'Who'],
  ])('%s / %s', (first, last, firstName, lastName) => {
    expect(personName(first, last, null)).toEqual({ firstName, lastName });
  });

  it('reads a full name with pronouns and emoji the same way', () => {
    expect(personName(null, null, 'Jane Smith (she/her) ✨')).toEqual({ firstName: 'Jane', lastName: 'Smith' });
  });
});
