import assert from 'node:assert/strict';
import fc from 'fast-check';
import { totalExperienceMonths } from '../modules/analysis/rules/career-facts';
import { degreeLevelOf, nameForms } from '../modules/profiles/profile-search-row';
import { SENIORITY_LEVELS, VOCABULARY } from '../modules/vocabulary';
import { monthsBetween, REFERENCE_MONTH, REFERENCE_YEAR } from './calendar';
import { generateCompanies, type GeneratedCompany } from './companies';
import { linkedinUsernameOf } from './contacts';
import { POOL_TABLES } from './country-tables';
import { generateProfile, type GeneratedProfile } from './generator';
import { Rng } from './rng';
import { isFictionalPhone, isReservedDomain } from './reserved';
import { asciiFold } from './text';

const SEED = 42;
const companies = generateCompanies(SEED);
const companyById = new Map(companies.map((c) => [c.id, c]));
const countryByCode = new Map(VOCABULARY.countries.map((c) => [c.code, c]));
const functionByKey = new Map(VOCABULARY.functions.map((f) => [f.key, f]));
/** A day of the month the careers are drawn up to. */
const REFERENCE_DATE = new Date(Date.UTC(REFERENCE_YEAR, REFERENCE_MONTH - 1, 15));
/** Personal addresses of sample people: on the second-level names RFC 2606 reserves. */
const PERSONAL_DOMAINS = /@example\.(com|net|org)$/;

/** Every title a function can have at a level (patterns with each specialisation). */
function titlesAt(fnKey: string, level: number): Set<string> {
  const fn = functionByKey.get(fnKey)!;
  const patterns = fn.ladder[SENIORITY_LEVELS[level]] ?? [];
  return new Set(patterns.flatMap((p) => fn.specialisations.map((s) => p.replace('{s}', s))));
}

/**
 * The invariants every generated profile keeps. Checked with node:assert rather than expect():
 * thousands of profiles times a hundred checks each would take jest's matchers seconds.
 */
function checkProfile(g: GeneratedProfile, cs: readonly GeneratedCompany[] = companies): void {
  const { profile: p, search: s, career, contacts } = g;
  const at = `profile ${p.id}`;
  const byId = cs === companies ? companyById : new Map(cs.map((c) => [c.id, c]));
  const country = countryByCode.get(p.countryCode)!;
  assert.ok(country, `${at}: unknown country ${p.countryCode}`);
  assert.equal(country.name, p.country);
  assert.ok(
    country.cities.some((c) => c.name === p.city),
    `${at}: ${p.city} is not a city of ${p.country}`,
  );

  // History: 1-7 roles, most recent first, tenures 6 months .. 8 years, no overlaps.
  const work = p.workExperiences;
  assert.ok(work.length >= 1 && work.length <= 7, `${at}: ${work.length} roles`);
  assert.equal(career.length, work.length);
  let months = 0;
  let stretches = 1;
  for (let i = 0; i < work.length; i++) {
    if (i > 0) assert.notEqual(work[i].end, null, `${at}: role ${i} has no end`);
    const tenure = monthsBetween(work[i].start, work[i].end);
    assert.ok(tenure >= 6 && tenure <= 96, `${at}: role ${i} lasts ${tenure} months`);
    months += tenure;
    if (i > 0) assert.ok(work[i].end! <= work[i - 1].start, `${at}: role ${i} overlaps the next`);
    if (i > 0 && work[i].end! < work[i - 1].start) stretches++;
    // The title is a rung of that role's function ladder at its level.
    assert.ok(titlesAt(career[i].jobFunction, career[i].seniority).has(work[i].title), `${at}: title ${work[i].title}`);
    assert.equal(byId.get(career[i].companyId)!.name, work[i].company);
  }
  // Experience as the one rule counts it (totalExperienceMonths: both end months, a month two roles
  // share once) as of the reference month: the tenures, plus a month per unbroken stretch of roles.
  assert.equal(p.experienceMonths, totalExperienceMonths(work, REFERENCE_DATE));
  assert.equal(p.experienceMonths, months + stretches);
  assert.equal(s.years, Math.floor(p.experienceMonths / 12));

  // Progression: oldest to newest, never down within a function; a change of function is stated.
  const chrono = [...career].reverse();
  let functionChanges = 0;
  for (let i = 1; i < chrono.length; i++) {
    if (chrono[i].jobFunction === chrono[i - 1].jobFunction) {
      assert.ok(chrono[i].seniority >= chrono[i - 1].seniority, `${at}: seniority goes down`);
      assert.equal(chrono[i].switched, false);
    } else {
      functionChanges++;
      assert.equal(chrono[i].switched, true);
    }
  }
  assert.ok(functionChanges <= 1, `${at}: ${functionChanges} changes of function`);

  // Current role
  const current = work[0];
  const currentCompany = byId.get(p.currentCompanyId!)!;
  assert.equal(p.currentTitle, current.title);
  assert.equal(p.currentCompany, currentCompany.name);
  assert.equal(p.industry, currentCompany.industry);
  assert.equal(p.seniority, career[0].seniority);
  assert.equal(p.jobFunction, career[0].jobFunction);
  if (current.end === null) assert.equal(p.headline, `${current.title} at ${currentCompany.name}`);
  else assert.ok(p.headline.startsWith(`${current.title}, previously at ${currentCompany.name}`), `${at}: headline ${p.headline}`);
  if (p.jobFunction === 'leadership') assert.ok(p.seniority >= 5, `${at}: leadership below level 5`);

  // Skills: 4-12, from the function (and the one before a switch)
  assert.ok(p.skills.length >= 4 && p.skills.length <= 12, `${at}: ${p.skills.length} skills`);
  assert.equal(new Set(p.skills).size, p.skills.length);
  const allowed = new Set(career.flatMap((c) => functionByKey.get(c.jobFunction)!.skills));
  for (const skill of p.skills) assert.ok(allowed.has(skill), `${at}: skill ${skill}`);
  assert.ok(p.summary.length > 20, `${at}: summary too short`);
  assert.ok(p.summary.includes(current.title), `${at}: the summary does not name the current title`);

  // Identity
  assert.match(p.linkedinUsername, /^[a-z0-9]+(-[a-z0-9]+)*-[0-9a-f]{6,}$/);
  assert.equal(p.linkedinLink, `https://linkedin.example/in/${p.linkedinUsername}`);
  assert.equal(p.profilePicture, null);
  assert.deepEqual(p.socialProfiles[0], { network: 'linkedin', username: p.linkedinUsername });

  // Contacts: work e-mails on the current company's domain (now and then one at an earlier
  // employer's), personal ones on free-mail domains, phones in the country's format; each typed,
  // with a source, and a check date exactly when it is not unverified
  const emails = contacts.filter((c) => c.kind === 'email');
  const pastDomains = new Set(career.map((step) => byId.get(step.companyId)!.domain));
  assert.ok(emails.length >= 1, `${at}: no e-mail`);
  assert.ok(emails[0].value.endsWith(`@${currentCompany.domain}`), `${at}: first e-mail ${emails[0].value}`);
  for (const e of emails) {
    assert.match(e.value, /^[a-z0-9._]+@[a-z0-9.-]+$/);
    const domain = e.value.split('@')[1];
    if (e.type === 'personal')
      assert.ok(PERSONAL_DOMAINS.test(e.value) && e.source === 'public_profile', `${at}: personal e-mail ${e.value}`);
    else assert.ok(e.type === 'work' && pastDomains.has(domain), `${at}: work e-mail ${e.value} off the career's domains`);
  }
  for (const e of emails) assert.ok(isReservedDomain(e.value.split('@')[1]), `${at}: e-mail ${e.value} on a domain that is not reserved`);
  assert.equal(p.source, 'sample', `${at}: source ${p.source}`);
  for (const phone of contacts.filter((c) => c.kind === 'phone')) {
    // A sample number rings no one: its country's range for fiction, else Ofcom's (seed/reserved.ts).
    const own = ['US', 'CA', 'GB', 'AU', 'FR'].includes(country.code);
    assert.ok(phone.value.startsWith(own ? `+${country.callingCode} ` : '+44 7700 900'), `${at}: phone ${phone.value}`);
    assert.ok(isFictionalPhone(phone.value), `${at}: phone ${phone.value} outside the ranges for fiction`);
    assert.ok(phone.type === 'work' || phone.type === 'personal', `${at}: phone type ${phone.type}`);
  }
  for (const c of contacts) {
    assert.ok(['verified', 'likely', 'unverified'].includes(c.status), `${at}: contact status ${c.status}`);
    assert.ok(['company_pattern', 'public_profile', 'data_partner'].includes(c.source!), `${at}: contact source ${c.source}`);
    assert.equal(c.lastVerifiedAt === null, c.status === 'unverified', `${at}: ${c.value} checked ${c.lastVerifiedAt} while ${c.status}`);
    if (c.lastVerifiedAt)
      assert.ok(/^\d{4}-\d{2}-\d{2}$/.test(c.lastVerifiedAt) && c.lastVerifiedAt <= '2025-10-31', `${at}: checked ${c.lastVerifiedAt}`);
  }

  // Education: 1-3 credentials, known schools and degrees
  assert.ok(p.academicCredentials.length >= 1 && p.academicCredentials.length <= 3, `${at}: ${p.academicCredentials.length} credentials`);
  for (const a of p.academicCredentials) {
    assert.ok(
      VOCABULARY.schools.some((school) => school.name === a.school),
      `${at}: school ${a.school}`,
    );
    for (const d of Array.isArray(a.degree) ? a.degree : [a.degree]) assert.notEqual(degreeLevelOf(d), null, `${at}: degree ${d}`);
  }
  // Studies other than an MBA end before the career starts.
  const careerStartYear = Number(work[work.length - 1].start.slice(0, 4));
  for (const a of p.academicCredentials)
    if (!String(a.degree).includes('MBA')) assert.ok(Number(a.end) <= careerStartYear, `${at}: studies end after the career starts`);

  // Search keys
  assert.equal(s.profileId, p.id);
  assert.equal(s.cityKey, p.city.toLowerCase());
  assert.equal(s.countryCode, p.countryCode);
  assert.deepEqual(
    s.skillKeys,
    p.skills.map((k) => k.toLowerCase()),
  );
  assert.equal(s.companyIds[0], p.currentCompanyId);
  assert.deepEqual(new Set(s.companyIds), new Set(career.map((c) => c.companyId)));
  assert.ok(s.industries.includes(p.industry), `${at}: industries ${s.industries.join()}`);
  assert.deepEqual(s.schoolKeys, [...new Set(p.academicCredentials.map((a) => a.school.toLowerCase()))]);
  assert.ok(s.degreeLevels.length >= 1, `${at}: no degree level`);
  assert.equal(s.textA, [p.firstName, p.lastName, p.currentTitle, ...nameForms(p.firstName, p.lastName)].join(' '));
  assert.equal(s.titleText, p.currentTitle);
  for (const skill of p.skills) assert.ok(s.textB.includes(skill), `${at}: textB lacks ${skill}`);
  assert.ok(s.textC.includes(p.city), `${at}: textC lacks ${p.city}`);
}

describe('generateCompanies', () => {
  it('puts the curated companies first (ids 1..10) and fills ~2,000 unique names and domains', () => {
    expect(companies).toHaveLength(2000);
    expect(companies.slice(0, 10).map((c) => [c.id, c.name, c.industry, c.domain])).toEqual([
      [1, 'Finly', 'fintech', 'finly.example'],
      [2, 'Paystream', 'fintech', 'paystream.example'],
      [3, 'Northpeak', 'saas', 'northpeak.example'],
      [4, 'Quorra Labs', 'ai', 'quorralabs.example'],
      [5, 'Helio & Co', 'consulting', 'helio.example'],
      [6, 'Kestrel Bank', 'banking', 'kestrelbank.example'],
      [7, 'Medisync', 'healthcare', 'medisync.example'],
      [8, 'Cartwheel', 'ecommerce', 'cartwheel.example'],
      [9, 'Orbitly', 'saas', 'orbitly.example'],
      [10, 'Vantaforge', 'manufacturing', 'vantaforge.example'],
    ]);
    expect(companies.map((c) => c.id)).toEqual(companies.map((_, i) => i + 1));
    expect(new Set(companies.map((c) => c.name.toLowerCase())).size).toBe(companies.length);
    expect(new Set(companies.map((c) => c.domain)).size).toBe(companies.length);
    const industries = new Set(VOCABULARY.industries.map((i) => i.key));
    for (const c of companies) {
      expect(industries.has(c.industry)).toBe(true);
      expect(countryByCode.has(c.countryCode)).toBe(true);
      expect(c.domain).toMatch(/^[a-z0-9]+(-[a-z0-9-]+)?\.example$/);
    }
    expect(new Set(companies.map((c) => c.industry)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(companies.map((c) => c.size)).size).toBe(8);
    expect(new Set(companies.map((c) => c.countryCode)).size).toBeGreaterThanOrEqual(30);
  });

  it('is deterministic from the seed', () => {
    expect(generateCompanies(SEED)).toEqual(companies);
    expect(generateCompanies(7).slice(10)).not.toEqual(companies.slice(10));
  });
});

describe('generateProfile', () => {
  it('gives the same profile for the same seed and index, whatever was generated before', () => {
    const first = generateProfile(SEED, 1234, companies);
    for (let i = 0; i < 50; i++) generateProfile(SEED, i, companies);
    expect(generateProfile(SEED, 1234, companies)).toEqual(first);
    expect(generateProfile(SEED, 1234, generateCompanies(SEED))).toEqual(first);
    expect(first.profile.id).toBe('1235');
  });

  it("dates its contacts' checks up to the day it is given, within the year before it, and changes nothing else", () => {
    const UP_TO = '2027-02-15';
    const yearBefore = '2026-02-16'; // 364 days before UP_TO
    let shifted = 0;
    for (let i = 0; i < 300; i++) {
      const then = generateProfile(SEED, i, companies);
      const now = generateProfile(SEED, i, companies, UP_TO);
      expect(now.profile).toEqual(then.profile);
      expect(now.contacts.map(({ lastVerifiedAt: _, ...c }) => c)).toEqual(then.contacts.map(({ lastVerifiedAt: _, ...c }) => c));
      const current = companyById.get(then.profile.currentCompanyId!)!.domain;
      now.contacts.forEach((c, k) => {
        const before = then.contacts[k].lastVerifiedAt;
        // Never checked stays so; an address at a former employer keeps the day it was checked while the person was there.
        const former = c.kind === 'email' && c.type === 'work' && !c.value.endsWith(`@${current}`);
        if (!before || former) return expect(c.lastVerifiedAt).toBe(before);
        shifted++;
        expect(c.lastVerifiedAt! >= yearBefore && c.lastVerifiedAt! <= UP_TO).toBe(true);
        // The same number of days before its last day as before the reference month's end.
        expect(Date.parse(UP_TO) - Date.parse(c.lastVerifiedAt!)).toBe(Date.parse('2025-10-31') - Date.parse(before));
      });
    }
    expect(shifted).toBeGreaterThan(300);
  });

  it('differs across seeds and indexes', () => {
    const other = generateCompanies(43);
    let sameName = 0;
    for (let i = 0; i < 50; i++) {
      const a = generateProfile(SEED, i, companies).profile;
      const b = generateProfile(43, i, other).profile;
      expect(b.linkedinUsername).not.toBe(a.linkedinUsername);
      if (a.firstName === b.firstName && a.lastName === b.lastName) sameName++;
    }
    expect(sameName).toBeLessThan(3);
    expect(generateProfile(SEED, 1, companies).profile).not.toEqual(generateProfile(SEED, 2, companies).profile);
  });

  describe('2,000 profiles', () => {
    const N = 2000;
    const profiles = Array.from({ length: N }, (_, i) => generateProfile(SEED, i, companies));
    const count = <T>(f: (g: GeneratedProfile) => T) => {
      const m = new Map<T, number>();
      for (const g of profiles) m.set(f(g), (m.get(f(g)) ?? 0) + 1);
      return m;
    };

    it('keep every invariant', () => {
      for (const g of profiles) checkProfile(g);
    });

    it('vary across countries, functions, seniorities and name pools', () => {
      expect(count((g) => g.profile.countryCode).size).toBeGreaterThanOrEqual(20);
      expect(count((g) => g.profile.city).size).toBeGreaterThanOrEqual(60);
      expect([...count((g) => g.profile.jobFunction).keys()].sort()).toEqual(VOCABULARY.functions.map((f) => f.key).sort());
      expect([...count((g) => g.profile.seniority).keys()].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(count((g) => g.namePool).size).toBeGreaterThanOrEqual(12);
      expect(count((g) => g.profile.currentCompanyId).size).toBeGreaterThan(500);
      expect(count((g) => g.profile.industry).size).toBeGreaterThanOrEqual(20);
    });

    it('weight engineering most, the US most, and make seniority a pyramid', () => {
      const functions = count((g) => g.profile.jobFunction);
      const top = [...functions.entries()].sort((a, b) => b[1] - a[1]);
      expect(top[0][0]).toBe('engineering');
      const countries = [...count((g) => g.profile.countryCode).entries()].sort((a, b) => b[1] - a[1]);
      expect(countries[0][0]).toBe('US');
      const seniority = count((g) => g.profile.seniority);
      const juniors = (seniority.get(0) ?? 0) + (seniority.get(1) ?? 0) + (seniority.get(2) ?? 0);
      const seniors = (seniority.get(5) ?? 0) + (seniority.get(6) ?? 0) + (seniority.get(7) ?? 0);
      expect(juniors).toBeGreaterThan(3 * seniors);
      expect(seniority.get(7)!).toBeLessThan(seniority.get(1)!);
    });

    it('put the professions mostly at employers of their trade', () => {
      const fitting: Record<string, string[]> = {
        nursing: ['hospitals', 'healthcare'],
        clinical: ['hospitals', 'healthcare', 'biotech'],
        education: ['education', 'edtech'],
        legal: ['legal_services'],
        hospitality: ['hospitality', 'food', 'travel'],
        trades: ['construction', 'manufacturing', 'energy', 'real_estate'],
      };
      for (const [fn, industries] of Object.entries(fitting)) {
        const people = profiles.filter((g) => g.profile.jobFunction === fn);
        expect([fn, people.length >= 30]).toEqual([fn, true]);
        const share = people.filter((g) => industries.includes(g.profile.industry!)).length / people.length;
        expect([fn, share > (fn === 'legal' ? 0.4 : 0.7)]).toEqual([fn, true]);
      }
      // and the tech functions seldom at hospitals, schools, law firms, hotels or builders
      const engineers = profiles.filter((g) => g.profile.jobFunction === 'engineering');
      const atInstitutions = engineers.filter((g) =>
        ['hospitals', 'education', 'legal_services', 'hospitality', 'construction'].includes(g.profile.industry!),
      ).length;
      expect(atInstitutions / engineers.length).toBeLessThan(0.1);
    });

    it('have unique usernames made of ASCII-folded names', () => {
      expect(new Set(profiles.map((g) => g.profile.linkedinUsername)).size).toBe(N);
      const folded = profiles.find((g) => /[\u0080-\uffff]/.test(g.profile.firstName + g.profile.lastName));
      expect(folded).toBeDefined();
      const p = folded!.profile;
      const slug = (s: string) =>
        asciiFold(s)
          .toLowerCase()
          .replace(/['’.]/g, '')
          .replace(/[^a-z0-9]+/g, '-');
      expect(p.linkedinUsername.startsWith(`${slug(p.firstName)}-${slug(p.lastName)}-`)).toBe(true);
    });

    it('have careers that progress, with some changes of function and company', () => {
      const multi = profiles.filter((g) => g.career.length > 1);
      expect(multi.length).toBeGreaterThan(N / 2);
      expect(profiles.some((g) => g.career.some((c) => c.switched) && g.profile.jobFunction !== 'leadership')).toBe(true);
      // Promotions at the same company happen, and so do moves.
      expect(multi.some((g) => g.career[0].companyId === g.career[1].companyId && g.career[0].seniority > g.career[1].seniority)).toBe(
        true,
      );
      expect(multi.filter((g) => new Set(g.career.map((c) => c.companyId)).size > 1).length).toBeGreaterThan(multi.length / 2);
      // About nine in ten are in a role now.
      const current = profiles.filter((g) => g.profile.workExperiences[0].end === null).length;
      expect(current / N).toBeGreaterThan(0.85);
      expect(current / N).toBeLessThan(0.95);
      // Longer careers at higher levels.
      const avg = (level: number) => {
        const at = profiles.filter((g) => g.profile.seniority === level && g.profile.jobFunction !== 'leadership');
        return at.reduce((sum, g) => sum + g.profile.experienceMonths, 0) / at.length;
      };
      expect(avg(0)).toBeLessThan(avg(2));
      expect(avg(2)).toBeLessThan(avg(5));
    });

    it('write degrees both as a string and as a list', () => {
      const credentials = profiles.flatMap((g) => g.profile.academicCredentials);
      expect(credentials.some((a) => typeof a.degree === 'string')).toBe(true);
      expect(credentials.some((a) => Array.isArray(a.degree) && a.degree.length === 2)).toBe(true);
      const levels = new Set(profiles.flatMap((g) => g.search.degreeLevels));
      // Associate degrees (the trades) and professional doctorates (JD, MD, PharmD) besides the four academic levels.
      expect([...levels].sort()).toEqual(['associate', 'bachelor', 'master', 'mba', 'phd', 'professional']);
    });

    it('list social profiles, with some duplicated networks in another case', () => {
      const networks = new Set(profiles.flatMap((g) => g.profile.socialProfiles.map((s) => s.network)));
      for (const n of ['linkedin', 'github', 'twitter', 'dribbble']) expect(networks.has(n)).toBe(true);
      const dup = profiles.find((g) => {
        const lower = g.profile.socialProfiles.map((s) => s.network.toLowerCase());
        return new Set(lower).size < lower.length;
      });
      expect(dup).toBeDefined();
    });

    it('have phones for about half and a personal e-mail for some', () => {
      const withPhone = profiles.filter((g) => g.contacts.some((c) => c.kind === 'phone')).length;
      expect(withPhone / N).toBeGreaterThan(0.4);
      expect(withPhone / N).toBeLessThan(0.7);
      expect(profiles.some((g) => g.contacts.some((c) => c.kind === 'email' && PERSONAL_DOMAINS.test(c.value)))).toBe(true);
      expect(profiles.some((g) => g.contacts.filter((c) => c.kind === 'email').length >= 2)).toBe(true);
    });

    it('keep an address at a former employer for some, as real data does', () => {
      const atFormer = profiles.filter((g) => {
        const current = g.contacts[0].value.split('@')[1];
        return g.contacts.some((c) => c.kind === 'email' && c.type === 'work' && !c.value.endsWith(`@${current}`));
      }).length;
      expect(atFormer / N).toBeGreaterThan(0.03);
      expect(atFormer / N).toBeLessThan(0.25);
    });
  });

  it('keeps its invariants for any seed and index', () => {
    const bySeed = new Map<number, GeneratedCompany[]>();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 20_000_000 }), (seed, index) => {
        let cs = bySeed.get(seed);
        if (!cs) bySeed.set(seed, (cs = generateCompanies(seed)));
        const g = generateProfile(seed, index, cs);
        expect(g.profile.id).toBe(String(index + 1));
        checkProfile(g, cs);
      }),
      { numRuns: 150 },
    );
  });

  it('gives unique usernames across a large index range', () => {
    // The 6-hex tag alone is unique per index (a bijection on 24 bits), whatever the names: the
    // username's own function, without generating 30,000 whole profiles.
    const pool = POOL_TABLES[0];
    const tag = (index: number) => linkedinUsernameOf(pool, 0, 0, SEED, index).split('-').pop()!;
    const seen = new Set<string>();
    for (let i = 0; i < 30_000; i += 1) seen.add(tag(i * 523));
    expect(seen.size).toBe(30_000);
    // And it is the tag generated profiles carry.
    for (const i of [0, 523, 29_999 * 523])
      expect(generateProfile(SEED, i, companies).profile.linkedinUsername.endsWith(`-${tag(i)}`)).toBe(true);
  });
});

describe('Rng', () => {
  it('is reproducible and roughly uniform', () => {
    const a = new Rng(1, 2);
    const b = new Rng(1, 2);
    const buckets = new Array(10).fill(0);
    for (let i = 0; i < 10_000; i++) {
      const x = a.next();
      assert.equal(b.next(), x);
      assert.ok(x >= 0 && x < 1, `draw ${i}: ${x}`);
      buckets[Math.floor(x * 10)]++;
    }
    for (const n of buckets) expect(Math.abs(n - 1000)).toBeLessThan(150);
    expect(new Rng(1, 3).next()).not.toBe(new Rng(1, 2).next());
  });
});

describe('asciiFold', () => {
  it('folds accents and special letters', () => {
    expect(asciiFold('Jürgen Müller')).toBe('Jurgen Muller');
    expect(asciiFold('Łukasz Wiśniewski')).toBe('Lukasz Wisniewski');
    expect(asciiFold('Weiß Søren Yılmaz')).toBe('Weiss Soren Yilmaz');
    expect(asciiFold('Élodie Chloé')).toBe('Elodie Chloe');
  });
});
