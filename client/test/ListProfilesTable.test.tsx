/**
 * One list's people (ListProfilesTable, seen as on a phone in Node): on a list shared with the team
 * each person says who added them and who last set their stage, and when; an entry older than
 * teams, or a stage never changed, says nothing of it; a private list shows none of it.
 */
import { ListProfilesTable } from '../src/features/lists/ListProfilesTable';
import type { ListProfilesTableRowFragment } from '../src/graphql/generated';
import { renderHtml, textOf } from './render';

const entry = (over: Partial<ListProfilesTableRowFragment>): ListProfilesTableRowFragment => ({
  __typename: 'ProfileListEntry',
  linkedinUsername: 'carla-diaz',
  profileId: '7',
  fullName: 'Carla Diaz',
  currentPosition: 'Backend Engineer',
  company: 'Acme',
  location: 'Berlin, Germany',
  profilePicture: null,
  linkedinLink: 'https://www.linkedin.com/in/carla-diaz',
  error: false,
  removedNote: null,
  sample: false,
  stage: 'contacted',
  notes: null,
  addedBy: 'Ann Lee',
  stageChangedBy: 'Ben Roe',
  // This year's date, so it reads without the year.
  stageChangedAt: `${new Date().getFullYear()}-03-14T12:00:00.000Z`,
  stageHistory: [],
  revealed: false,
  listCount: 1,
  emails: [],
  phoneNumbers: [],
  ...over,
});

const paging = { page: 1, pageSize: 25, total: 2, onChange: () => {} };

const render = async (shared: boolean, entries: ListProfilesTableRowFragment[]) =>
  textOf(
    await renderHtml(
      <ListProfilesTable listId="l1" shared={shared} entries={entries} paging={paging} onRemove={() => {}} onOpen={() => {}} />,
    ),
  );

describe('a shared list’s people', () => {
  it('say who added them and who last set their stage, and when', async () => {
    const text = await render(true, [entry({})]);
    expect(text).toContain('Carla Diaz');
    expect(text).toContain('Added by Ann Lee');
    expect(text).toContain('Stage set by Ben Roe · Mar 14');
  });

  it('leave out what is not known: an entry older than teams, a stage never changed', async () => {
    const text = await render(true, [
      entry({ addedBy: null, stageChangedBy: null, stageChangedAt: null }),
      entry({ linkedinUsername: 'dan-ek', fullName: 'Dan Ek', stageChangedBy: null, stageChangedAt: null }),
    ]);
    expect(text.match(/Added by/g)).toHaveLength(1);
    expect(text).not.toContain('Stage set by');
  });

  it('with more than one change of the stage, every change: newest first, its stage, who and when', async () => {
    const year = new Date().getFullYear();
    const history = [
      {
        __typename: 'ListStageChange' as const,
        stage: 'interviewing' as const,
        changedBy: 'Ben Roe',
        changedAt: `${year}-03-14T12:00:00.000Z`,
      },
      { __typename: 'ListStageChange' as const, stage: 'contacted' as const, changedBy: null, changedAt: `${year}-03-10T12:00:00.000Z` },
    ];
    const text = await render(true, [entry({ stageHistory: history })]);
    expect(text).toContain('Stage history (2)');
    expect(text).toContain('Interviewing · Ben Roe · Mar 14');
    expect(text).toContain('Contacted · a former member · Mar 10');
    // One change says all there is to say in 'Stage set by …'.
    expect(await render(true, [entry({ stageHistory: history.slice(0, 1) })])).not.toContain('Stage history');
  });

  it('on a private list, none of it', async () => {
    const text = await render(false, [entry({})]);
    expect(text).toContain('Carla Diaz');
    expect(text).not.toContain('Added by');
    expect(text).not.toContain('Stage set by');
  });
});
