import { readingSummary } from '../src/features/search/jobDescriptionText';

describe('what a job description was read as', () => {
  it('names the must-haves in words and the nice-to-haves', () => {
    expect(
      readingSummary({
        mustHave: ['title', 'location', 'skill:go', 'skill:kubernetes'],
        mustHaveSkills: ['Go', 'Kubernetes'],
        niceToHave: ['Terraform'],
      }),
    ).toBe('Must-haves: the role, the place, Go, Kubernetes. Nice-to-haves: Terraform.');
    expect(readingSummary({ mustHave: ['title', 'function'], mustHaveSkills: [], niceToHave: [] })).toBe('Must-haves: the role.');
    expect(readingSummary({ mustHave: [], mustHaveSkills: [], niceToHave: [] })).toBe('Must-haves: none.');
  });

  it('says when the configured AI model helped read it, and nothing when the rules read it alone', () => {
    const reading = { mustHave: ['title'], mustHaveSkills: [], niceToHave: [] };
    expect(readingSummary({ ...reading, readBy: 'model' })).toBe('Must-haves: the role. Read with the help of the AI model.');
    expect(readingSummary({ ...reading, readBy: 'rules' })).toBe('Must-haves: the role.');
  });
});
