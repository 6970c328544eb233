import fc from 'fast-check';
import { VOCABULARY } from '../vocabulary';
import { composeJobDescription, type ModelParts, readJobDescriptionParts, withModelParts } from './job-description';
import { JobDescriptionModelReplySchema } from './job-description-model';
import { interpret } from './query-reader';
import { BACKEND, SRE } from '../../../test/job-descriptions.fixture';

const read = (text: string) => interpret(text, { vocabulary: VOCABULARY, companies: [] }, { asTyped: true });

const nothing: ModelParts = {
  title: null,
  place: null,
  remote: false,
  relocation: false,
  yearsMin: null,
  yearsMax: null,
  industry: null,
  mustHaveSkills: [],
  niceToHaveSkills: [],
};

describe("a job description read with the configured model's answer", () => {
  it('fills the role the rules missed, from the title the description writes, and keeps everything the rules read', () => {
    const rules = readJobDescriptionParts(SRE, read)!;
    expect(rules.role).toBe('');
    const merged = withModelParts(rules, { ...nothing, title: 'Site Reliability Engineer', mustHaveSkills: ['Terraform'] }, SRE, read)!;
    expect(merged.role.toLowerCase()).toBe('site reliability engineer');
    expect(merged.place).toBe(rules.place);
    expect(merged.must).toEqual(rules.must);
    const reading = composeJobDescription(merged, read, 'model');
    expect(reading.query).toMatch(/^site reliability engineer in Toronto, Canada who know /i);
    expect(reading.mustHave).toContain('title');
    expect(reading.readBy).toBe('model');
  });

  it('drops what the description does not write, and what does not read as what the model says it is', () => {
    const rules = readJobDescriptionParts(SRE, read)!;
    const merged = withModelParts(
      rules,
      {
        ...nothing,
        title: 'Chief Reliability Wizard', // not in the text
        mustHaveSkills: ['Rust', 'Kubernetes'], // Rust is not in the text; Kubernetes the rules have
        niceToHaveSkills: ['kindness'], // in the text, but not a skill
        yearsMin: 7, // not in the text
        industry: 'Fintech', // not in the text
      },
      SRE,
      read,
    )!;
    expect(merged).toEqual(rules);
  });

  it("adds a skill the rules missed as the model says (required or nice-to-have), but never moves one of the rules' skills", () => {
    const rules = readJobDescriptionParts(BACKEND, read)!;
    expect(rules.nice).toEqual(['Terraform', 'Kafka']);
    const merged = withModelParts(rules, { ...nothing, mustHaveSkills: ['Terraform', 'Go'], niceToHaveSkills: ['Docker'] }, BACKEND, read)!;
    expect(merged.must).toEqual(rules.must);
    expect(merged.nice).toEqual(rules.nice);
  });

  it('reads years from words when the rules read none, and only figures the text writes', () => {
    const text = 'Registered Nurse in Toronto\nWe ask for three to five years on a ward.';
    const rules = readJobDescriptionParts(text, read)!;
    const merged = withModelParts({ ...rules, yearsMin: null, yearsMax: null }, { ...nothing, yearsMin: 3, yearsMax: 5 }, text, read)!;
    expect([merged.yearsMin, merged.yearsMax]).toEqual([3, 5]);
    const invented = withModelParts({ ...rules, yearsMin: null, yearsMax: null }, { ...nothing, yearsMin: 8, yearsMax: null }, text, read)!;
    expect([invented.yearsMin, invented.yearsMax]).toEqual([null, null]);
  });

  it('reads a description the rules could not read at all when the model finds what to search by in it', () => {
    // Ten lines about the employer, then the role in prose: nothing the rules read.
    const text = [...SRE.split('\n').slice(1, 10), 'We keep our promises.', 'Fill in on our cardiology ward as a staff nurse.'].join('\n');
    expect(readJobDescriptionParts(text, read)).toBeNull();
    const merged = withModelParts(null, { ...nothing, title: 'staff nurse' }, text, read);
    expect(merged?.role.toLowerCase()).toContain('nurse');
    expect(withModelParts(null, nothing, text, read)).toBeNull();
  });

  it("is never worse than the rules: whatever valid answer the model gives, the rules' role, place, skills, years, industry and modes stand", () => {
    const words = [
      ...SRE.split(/\W+/),
      ...BACKEND.split(/\W+/),
      'Berlin',
      'Rust',
      'Product Manager',
      'Docker',
      'three',
      '5',
      'remote',
    ].filter(Boolean);
    const maybeText = fc.option(fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 30 })), { nil: null });
    const years = fc.option(fc.integer({ min: 0, max: 50 }), { nil: null });
    const answer: fc.Arbitrary<ModelParts> = fc.record({
      title: maybeText,
      place: maybeText,
      remote: fc.boolean(),
      relocation: fc.boolean(),
      yearsMin: years,
      yearsMax: years,
      industry: maybeText,
      mustHaveSkills: fc.array(fc.constantFrom(...words), { maxLength: 12 }),
      niceToHaveSkills: fc.array(fc.constantFrom(...words), { maxLength: 12 }),
    });
    fc.assert(
      fc.property(fc.constantFrom(SRE, BACKEND), answer, (text, model) => {
        const rules = readJobDescriptionParts(text, read)!;
        // As the service has it: the answer as the schema parses it.
        const merged = withModelParts(rules, JobDescriptionModelReplySchema.parse(model), text, read)!;
        if (rules.role) expect(merged.role).toBe(rules.role);
        expect(merged.place).toBe(rules.place);
        expect(merged.must.slice(0, rules.must.length)).toEqual(rules.must);
        expect(merged.nice.slice(0, rules.nice.length)).toEqual(rules.nice);
        if (rules.yearsMin !== null || rules.yearsMax !== null)
          expect([merged.yearsMin, merged.yearsMax]).toEqual([rules.yearsMin, rules.yearsMax]);
        if (rules.industry) expect(merged.industry).toBe(rules.industry);
        expect(merged.remote || !rules.remote).toBe(true);
        expect(merged.relocation || !rules.relocation).toBe(true);
        // The query it makes still asks for everything the rules' query asked for.
        const mustHave = composeJobDescription(merged, read, 'model').mustHave;
        for (const key of composeJobDescription(rules, read, 'rules').mustHave) expect(mustHave).toContain(key);
      }),
      { numRuns: 300, seed: 20261128 },
    );
  });
});
