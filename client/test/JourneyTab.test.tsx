/**
 * The Professional Journey's work experience (JourneyTab, rendered in Node): a job an imported file
 * gave without its company or its title shows what there is, with no separator left dangling.
 */
import { JourneyTab } from '../src/features/people/JourneyTab';
import type { JourneyTabFragment } from '../src/graphql/generated';
import { renderHtml, textOf } from './render';

const role = (title: string, company: string) => ({
  __typename: 'ProfileWorkExperience' as const,
  title,
  company,
  current: false,
  start: '',
  tenure: '',
  industry: null,
  location: null,
  summary: null,
});

async function rolesText(roles: Array<ReturnType<typeof role>>): Promise<string> {
  const profile: JourneyTabFragment = {
    __typename: 'ProfileDetail',
    summary: '',
    workExperiences: roles,
    academicCredentials: [],
    analysis: null,
  };
  return textOf(await renderHtml(<JourneyTab profile={profile} />));
}

describe('a job of the work experience', () => {
  it('reads "title · company", or the one of them there is', async () => {
    expect(await rolesText([role('Knitting Instructor', 'Purlwise')])).toContain('Knitting Instructor · Purlwise');
    const partial = await rolesText([role('Knitting Instructor', ''), role('', 'Loopmill')]);
    expect(partial).toContain('Knitting Instructor');
    expect(partial).toContain('Loopmill');
    expect(partial).not.toContain('·');
  });
});
