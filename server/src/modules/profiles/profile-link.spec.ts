import { checkUsername, NOT_A_PROFILE_LINK, NOT_A_USERNAME, usernameFromLink } from './profile-link';

describe('a profile username as callers give it', () => {
  it.each([
    ['ada-lovelace-42', 'ada-lovelace-42'],
    ['%C3%BCnic%C3%B6de', 'ünicöde'],
    // People imported without a LinkedIn profile: '~<source>.<record id>'.
    ['~pdl.noa', '~pdl.noa'],
    ['~hubspot.4711', '~hubspot.4711'],
    ['  ~li.a_b-c  ', '~li.a_b-c'],
  ])('reads %j as %j', (raw, username) => {
    expect(checkUsername(raw)).toBe(username);
  });

  it.each(['no spaces', 'jane.doe', '~', '~pdl noa', 'a/b', '%E0%A4%A', 'x'.repeat(101), `~${'x'.repeat(100)}`])('refuses %j', (raw) => {
    expect(() => checkUsername(raw)).toThrow(NOT_A_USERNAME);
  });
});

describe('a LinkedIn profile link', () => {
  it.each([
    'https://www.linkedin.com/in/ada-lovelace-42/?trk=x',
    'de.linkedin.com/in/ada-lovelace-42',
    // A link to a part of the profile, and its mobile page.
    'https://www.linkedin.com/in/ada-lovelace-42/details/experience/',
    'https://www.linkedin.com/in/ada-lovelace-42/recent-activity/all/?x=1',
    'https://www.linkedin.com/mwlite/in/ada-lovelace-42',
  ])('%s names the username after /in/', (link) => {
    expect(usernameFromLink(link)).toBe('ada-lovelace-42');
  });

  it.each([
    'https://www.linkedin.com/company/acme',
    'https://www.linkedin.com/in/',
    'https://evil.example/linkedin.com/in/ada',
    'linkedin.com/pub/ada/1/2/3',
  ])('%s names no one', (link) => {
    expect(() => usernameFromLink(link)).toThrow(NOT_A_PROFILE_LINK);
  });

  it("never names an imported person's ~ username: no LinkedIn link has one", () => {
    expect(() => usernameFromLink('https://www.linkedin.com/in/~pdl.noa')).toThrow(NOT_A_PROFILE_LINK);
  });
});
