import { degreeLevelOf, nameForms, profileSearchRow, type ProfileSearchInput, workModesOf } from './profile-search-row';

describe('degreeLevelOf', () => {
  it('reads degree levels', () => {
    expect(degreeLevelOf('BSc')).toBe('bachelor');
    expect(degreeLevelOf('MEng')).toBe('master');
    expect(degreeLevelOf('Executive MBA')).toBe('mba');
    expect(degreeLevelOf('PhD')).toBe('phd');
    expect(degreeLevelOf('Ph.D.')).toBe('phd');
    expect(degreeLevelOf('Diploma in Knitting')).toBeNull();
  });
});

describe('profileSearchRow', () => {
  const profile: ProfileSearchInput = {
    id: '12',
    firstName: 'Ada',
    lastName: 'Lovelace',
    headline: 'Senior Backend Engineer at Finly',
    summary: 'Builds payment systems.',
    city: 'Berlin',
    country: 'Germany',
    countryCode: 'DE',
    currentTitle: 'Senior Backend Engineer',
    currentCompanyId: 1,
    seniority: 2,
    jobFunction: 'engineering',
    industry: 'fintech',
    experienceMonths: 70,
    skills: ['Go', 'PostgreSQL', 'go'],
    workExperiences: [
      { title: 'Senior Backend Engineer', company: 'Finly', start: '2022-01', end: null },
      { title: 'Backend Engineer', company: 'Paystream', start: '2019-11', end: '2021-12' },
    ],
    academicCredentials: [
      { school: 'Technical University of Munich', degree: ['BSc', 'MSc'], field: 'Computer Science' },
      { school: 'INSEAD', degree: 'MBA', field: 'Business Administration' },
    ],
  };

  it('carries as many industries and skills as one entry of the title index holds (2,704 bytes at most), in order; the texts keep them all', () => {
    const skills = Array.from({ length: 400 }, (_, i) => `Ünïcode skill number ${i} with a long name`);
    const industries = Array.from({ length: 200 }, (_, i) => `industry ${i} as a file wrote it`);
    const row = profileSearchRow({ ...profile, currentTitle: 'T'.repeat(200), skills }, { industries });
    const bytes = [...row.industries, ...row.skillKeys, row.titleText.toLowerCase(), row.cityKey, row.industry ?? '', row.jobFunction ?? '']
      .map((v) => Buffer.byteLength(v) + 8)
      .reduce((a, b) => a + b, 0);
    expect(bytes).toBeLessThanOrEqual(2_704 - 200);
    expect(row.industries).toEqual(industries.slice(0, row.industries.length));
    expect(row.skillKeys).toEqual(skills.slice(0, row.skillKeys.length).map((s) => s.toLowerCase()));
    expect([row.industries.length > 5, row.skillKeys.length > 10]).toEqual([true, true]);
    expect(row.textB).toContain(skills[399]);
    expect(row.textC).toContain(industries[199]);
    // A plain profile keeps every key.
    expect(profileSearchRow(profile).skillKeys).toEqual(['go', 'postgresql']);
  });

  it('builds the keys and the weighted texts from a plain profile, the current company standing for the history', () => {
    expect(profileSearchRow(profile)).toEqual({
      profileId: '12',
      seniority: 2,
      jobFunction: 'engineering',
      cityKey: 'berlin',
      countryCode: 'DE',
      regionKey: null,
      currentCompanyId: 1,
      companyIds: [1],
      industry: 'fintech',
      industries: ['fintech'],
      skillKeys: ['go', 'postgresql'],
      years: 5,
      schoolKeys: ['technical university of munich', 'insead'],
      degreeLevels: ['bachelor', 'master', 'mba'],
      // In the role now 40, 3 skills of 10: 6, 2 roles of 3: 10, education 15, a summary under 80 characters 0.
      quality: 71,
      remote: false,
      relocates: false,
      textA: 'Ada Lovelace Senior Backend Engineer',
      textB: 'Finly. Backend Engineer. Paystream. Go, PostgreSQL, go',
      textC:
        'Senior Backend Engineer at Finly. Builds payment systems. Technical University of Munich, INSEAD. BSc, MSc, MBA. ' +
        'Computer Science, Business Administration. Fintech. Berlin, Germany',
      titleText: 'Senior Backend Engineer',
    });
  });

  it('ranks a profile in its role now, and a fuller one, higher (quality)', () => {
    const ended = { ...profile, workExperiences: profile.workExperiences.map((w) => ({ ...w, end: w.end ?? '2024-05' })) };
    expect(profileSearchRow(ended).quality).toBe(31);
    const full = { ...profile, skills: Array.from({ length: 12 }, (_, i) => `Skill ${i}`), summary: 'x'.repeat(80) };
    expect(profileSearchRow(full).quality).toBe(40 + 20 + 10 + 15 + 10);
  });

  it('takes the companies and industries of the whole history when given', () => {
    const row = profileSearchRow(profile, { companyIds: [1, 2], industries: ['fintech', 'Banking'] });
    expect(row.companyIds).toEqual([1, 2]);
    expect(row.industries).toEqual(['fintech', 'banking']);
  });
});

describe('nameForms', () => {
  it('gives a word with an apostrophe without it, and a name in CJK script joined both ways; nothing for other names', () => {
    expect(nameForms('Siobhán', "O'Brien")).toEqual(['OBrien']);
    expect(nameForms('D’Arcy', 'Ní Mhaoldomhnaigh')).toEqual(['DArcy']);
    expect(nameForms('娜', '李')).toEqual(['娜李', '李娜']);
    expect(nameForms('太郎', '山田')).toEqual(['太郎山田', '山田太郎']);
    expect(nameForms('민준', '김')).toEqual(['민준김', '김민준']);
    expect(nameForms('Ada', 'Lovelace')).toEqual([]);
    expect(nameForms('Rock', "'n' Roll")).toEqual([]);
    expect(nameForms('娜', '')).toEqual([]);
  });
});

describe('workModesOf', () => {
  const person = (location: string | null, words: string, end: string | null = null) => ({
    workExperiences: [{ title: 'Engineer', company: 'Acme', location, start: '2020-01', end }],
    currentTitle: 'Engineer',
    headline: 'Engineer at Acme',
    summary: words,
  });

  it('reads a remote current role from its place or its title', () => {
    expect(workModesOf(person('Remote', '')).remote).toBe(true);
    expect(workModesOf(person('Berlin, Germany (Remote)', '')).remote).toBe(true);
    expect(workModesOf({ ...person('Berlin', ''), currentTitle: 'Engineer - Remote' }).remote).toBe(true);
    expect(workModesOf(person('Berlin, Germany', '')).remote).toBe(false);
    // A past remote role is not the current one; 'remote' inside another word is no remote role.
    expect(workModesOf(person('Remote', '', '2022-01')).remote).toBe(false);
    expect(workModesOf(person('Remoteville', '')).remote).toBe(false);
  });

  it("reads openness to relocating from the person's own words", () => {
    for (const words of ['Open to relocation.', 'Willing to relocate to the US', 'Happy to relocate for the right role', 'Relocation: yes'])
      expect(workModesOf(person('Berlin', words)).relocates).toBe(true);
    for (const words of ['Led the relocation of our data centre.', 'Not open to remote work.', ''])
      expect(workModesOf(person('Berlin', words)).relocates).toBe(false);
  });
});
