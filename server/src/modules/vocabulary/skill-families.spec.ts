import { INDUSTRY_NAMES, SKILL_NAMES } from '.';
import { INDUSTRY_ROLE_SKILLS, relatedIndustries, SKILL_FAMILIES, skillContains, skillFamily } from './skill-families';

describe('skill families and related industries', () => {
  it('name only skills and industries of the vocabulary', () => {
    const unknownSkills = [...SKILL_FAMILIES.flat(), ...Object.values(INDUSTRY_ROLE_SKILLS).flat()].filter((k) => !SKILL_NAMES.has(k));
    expect(unknownSkills).toEqual([]);
    const unknownIndustries = [...INDUSTRY_NAMES.keys()].flatMap(relatedIndustries).filter((k) => !INDUSTRY_NAMES.has(k));
    expect(unknownIndustries).toEqual([]);
    expect(Object.keys(INDUSTRY_ROLE_SKILLS).filter((k) => !INDUSTRY_NAMES.has(k))).toEqual([]);
  });

  it('contain a skill as whole words only', () => {
    expect(skillContains('SaaS Sales', 'saas')).toBe(true);
    expect(skillContains('B2B SaaS', 'SaaS')).toBe(true);
    expect(skillContains('Python (Programming Language)', 'python')).toBe(true);
    expect(skillContains('CI/CD', 'ci')).toBe(true);
    expect(skillContains('Product Analytics', 'product analytics')).toBe(true);
    // A hyphen or a dot joins a word: 'go-to-market' is no Go, 'node.js' no Node.
    expect(skillContains('Go-to-Market', 'go')).toBe(false);
    expect(skillContains('Node.js', 'node')).toBe(false);
    expect(skillContains('JavaScript', 'java')).toBe(false);
    expect(skillContains('Analytics', 'product analytics')).toBe(false);
    expect(skillContains('Sales', '')).toBe(false);
  });

  it('give a family without the skill itself, and related industries both ways', () => {
    expect(skillFamily('react')).toEqual(expect.arrayContaining(['vue.js', 'angular']));
    expect(skillFamily('react')).not.toContain('react');
    expect(skillFamily('kotlin')).toEqual(expect.arrayContaining(['java', 'android']));
    expect(skillFamily('underwater basket weaving')).toEqual([]);
    expect(relatedIndustries('fintech')).toContain('banking');
    expect(relatedIndustries('banking')).toContain('fintech');
    expect(relatedIndustries('fintech')).not.toContain('fintech');
  });
});
