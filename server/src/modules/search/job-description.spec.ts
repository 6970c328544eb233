import { VOCABULARY } from '../vocabulary';
import { interpret } from './query-reader';
import { readJobDescription } from './job-description';
import { BACKEND } from '../../../test/job-descriptions.fixture';

const read = (text: string) => interpret(text, { vocabulary: VOCABULARY, companies: [] }, { asTyped: true });

describe('a job description read into a search', () => {
  it('reads the title and level, the place, the years, the required and the nice-to-have skills, and the industry', () => {
    const r = readJobDescription(BACKEND, read)!;
    expect(r.query).toBe(
      'Senior Backend Engineer in Berlin, Germany who know Go, PostgreSQL, Kubernetes, Docker, Terraform, Kafka, 5+ years, Fintech industry',
    );
    expect(r.mustHave).toEqual(['title', 'location', 'skill:go', 'skill:postgresql', 'skill:kubernetes', 'skill:docker']);
    expect(r.mustHaveSkills).toEqual(['Go', 'PostgreSQL', 'Kubernetes', 'Docker']);
    expect(r.niceToHave).toEqual(['Terraform', 'Kafka']);
    // The query reads back as those parts.
    const again = read(r.query);
    expect(again.titles).toEqual(['backend engineer']);
    expect(again.seniorities).toEqual(['senior']);
    expect(again.locations.map((l) => l.label)).toEqual(['Berlin, Germany']);
    expect(again.skills).toEqual(['go', 'postgresql', 'kubernetes', 'docker', 'terraform', 'kafka']);
    expect(again.yearsMin).toBe(5);
    expect(again.industries).toEqual(['fintech']);
    expect(again.keywords).toBeNull();
  });

  it('finds the role in prose, and a skill that is "a plus" is a nice-to-have', () => {
    const r = readJobDescription(
      "We're hiring a Registered Nurse for our ICU team in Toronto. You have 3 years of ICU experience and BLS certification. Epic experience is a plus.",
      read,
    )!;
    expect(read(r.query).titles).toEqual(['registered nurse']);
    expect(r.mustHave).toEqual(expect.arrayContaining(['title', 'location', 'skill:bls']));
    expect(r.mustHave).not.toContain('skill:epic');
    expect(r.niceToHave).toEqual(['Epic']);
  });

  it('reads a remote role as a wish and relocation offered as the place or open to relocation', () => {
    const r = readJobDescription(
      'Data Engineer\nLocation: Amsterdam, Netherlands. Relocation package offered.\nWe are a remote-first team.\nRequirements:\n- Airflow and dbt',
      read,
    )!;
    const again = read(r.query);
    expect(again.remote).toBe(true);
    expect(again.relocation).toBe(true);
    expect(again.locations.map((l) => l.city)).toEqual(['Amsterdam']);
    expect(again.keywords).toBeNull();
    // The place stays a must-have (met by living there or being open to relocating); remote is not one.
    expect(r.mustHave).toEqual(expect.arrayContaining(['title', 'location']));
    expect(r.mustHave).not.toContain('remote');
    expect(readJobDescription('Data Engineer\nLocation: Amsterdam, Netherlands\nRequirements: Airflow', read)!.query).not.toMatch(
      /remote|relocation/,
    );
  });

  it('reads nothing from a text that names no role, place or skill', () => {
    expect(readJobDescription('Lorem ipsum dolor sit amet.\nConsectetur adipiscing elit.', read)).toBeNull();
    expect(readJobDescription('   \n  ', read)).toBeNull();
  });
});
