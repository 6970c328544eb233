import { sameNamedPerson } from './person-merge';

/** When an e-mail address alone may join a record to a stored person: their names must agree. */
describe('sameNamedPerson', () => {
  const name = (full: string) => {
    const [firstName, ...rest] = full.split(' ');
    return { firstName, lastName: rest.join(' ') };
  };
  it.each([
    ['Dana Scully', 'Dana Scully', true],
    ['Dana Scully', 'dana scully', true],
    ['Zoë O’Brien', "Zoe O'Brien", true],
    ['Zoë O’Brien', 'Zoe OBrien', true],
    ['Anne-Marie Dubois', 'Anne Marie Dubois', true],
    ['José Núñez', 'Jose Nunez', true],
    ['Kim Lee', 'Kimberly Lee', true],
    ['J. Lee', 'Jane Lee', true],
    ['Dana Scully', 'Fox Mulder', false],
    ['Dana Scully', 'Dana Mulder', false],
    ['Bob Stone', 'Robert Stone', false],
    ['Dana Scully', 'Scully', false],
    ['Mary Jane Watson', 'Mary Watson', true],
    ['María José García López', 'María García', true],
    ['Anne-Marie Dubois', 'Anne Dubois', true],
    ['Mary Jane Watson', 'Mary Parker', false],
  ])('%s and %s: %s', (a, b, same) => {
    expect(sameNamedPerson(name(a), name(b))).toBe(same);
    expect(sameNamedPerson(name(b), name(a))).toBe(same);
  });
});
