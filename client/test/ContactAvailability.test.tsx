/**
 * Pay once per team: a contact a teammate revealed says who did and when, and that it is free for
 * the team, on the search card and in the profile dialog (ContactAvailability), and under the
 * contacts once shown (ContactsPanel); a member out of team credits sees the server's own message
 * and the Team page, never 'Buy credits'.
 */
import { ContactAvailability } from '../src/features/contacts/ContactAvailability';
import { ContactsPanel } from '../src/features/contacts/ContactsPanel';
import { revealedByText, revealOutcomeText } from '../src/features/contacts/contactsText';
import type { ContactAvailabilityFragment, ContactsPanelFragment } from '../src/graphql/generated';
import { renderHtml, textOf } from './render';

const counts = (total: number, verified: number) => ({
  __typename: 'ContactStatusCounts' as const,
  total,
  verified,
  likely: 0,
  unverified: total - verified,
  outdated: 0,
});

const preview = (over: Partial<ContactAvailabilityFragment>): ContactAvailabilityFragment => ({
  __typename: 'ContactPreview',
  profileId: 'p1',
  emails: counts(2, 1),
  phones: counts(0, 0),
  revealed: false,
  cost: 1,
  costReason: 'charge',
  label: '2 e-mails · 1 verified, 1 unverified',
  toCheck: 0,
  findsEmail: false,
  checkedBy: null,
  revealedBy: null,
  revealedAt: null,
  ...over,
});

const revealed = (over: Partial<ContactsPanelFragment>): ContactsPanelFragment => ({
  __typename: 'ContactsReveal',
  charged: false,
  creditsCharged: 0,
  message: null,
  verification: null,
  teamCredits: null,
  contactPreview: { __typename: 'ContactPreview', profileId: 'p1', revealedBy: null, revealedAt: null },
  emails: [
    {
      __typename: 'ContactEmail',
      address: 'ann@acme.io',
      status: 'verified',
      type: 'work',
      source: 'data_partner',
      origin: null,
      lastVerifiedAt: null,
      lastSeenOn: null,
    },
  ],
  phoneNumbers: [],
  ...over,
});

const noon = '2026-11-27T12:00:00.000Z';
const panel = (state: Partial<Parameters<typeof ContactsPanel>[0]['state']>) =>
  renderHtml(<ContactsPanel state={{ loading: false, error: null, outOfCredits: false, contacts: null, ...state }} />);

describe('a contact revealed by a teammate', () => {
  it('says who revealed it, when, and that it is free for the team, in place of the cost', async () => {
    const text = textOf(
      await renderHtml(
        <ContactAvailability
          preview={preview({ revealed: true, cost: 0, costReason: 'already_revealed', revealedBy: 'Ann Lee', revealedAt: noon })}
        />,
      ),
    );
    expect(text).toContain('2 e-mails · 1 verified, 1 unverified');
    expect(text).toContain('Revealed by Ann Lee on Nov 27, 2026 · free for your team');
    expect(text).not.toContain('Free: already revealed');
  });

  it('keeps the cost for a profile the team has not revealed', async () => {
    const text = textOf(await renderHtml(<ContactAvailability preview={preview({})} />));
    expect(text).toContain('Cost: 1 credit');
    expect(text).not.toContain('Revealed by');
  });

  it('says it under the contacts shown, and that no credit was used', async () => {
    const contacts = revealed({
      teamCredits: 40,
      contactPreview: { __typename: 'ContactPreview', profileId: 'p1', revealedBy: 'Ann Lee', revealedAt: noon },
    });
    const text = textOf(await panel({ contacts }));
    expect(text).toContain('ann@acme.io');
    expect(text).toContain('Revealed by Ann Lee on Nov 27, 2026 · free for your team');
  });

  it('a former member is named as the server names them, and a missing date is left out', () => {
    expect(revealedByText({ revealedBy: 'A former member', revealedAt: null })).toBe('Revealed by A former member · free for your team');
    expect(revealedByText({ revealedBy: null, revealedAt: noon })).toBeNull();
  });
});

describe('what a reveal cost', () => {
  it("a member's first reveal: the team's credit, with what the pool has left", () => {
    expect(revealOutcomeText({ message: null, creditsCharged: 1, teamCredits: 41 })).toBe(
      "1 credit used from your team's pool (41 credits left). These contacts are free for your team from now on.",
    );
  });

  it('outside a team, as before: own credit, or already revealed; the server message first', () => {
    expect(revealOutcomeText({ message: null, creditsCharged: 1, teamCredits: null })).toBe(
      '1 credit used. These contacts stay free for you from now on.',
    );
    expect(revealOutcomeText({ message: null, creditsCharged: 0 })).toBe('Already revealed: no credit used.');
    expect(revealOutcomeText({ message: 'Nothing verified or likely: no credit used.', creditsCharged: 0, teamCredits: 3 })).toBe(
      'Nothing verified or likely: no credit used.',
    );
  });
});

describe('out of credits', () => {
  const poolEmpty = 'Your team has no credits left. Ask a team admin to add credits, or add your own on the Team page.';

  it("a team member sees the server's message and the Team page, not 'Buy credits'", async () => {
    const html = await panel({ error: poolEmpty, outOfCredits: true, inTeam: true });
    const text = textOf(html);
    expect(text).toContain(poolEmpty);
    expect(text).toContain('Open Team page');
    expect(html).toContain('href="/team"');
    expect(text).not.toContain('Buy credits');
  });

  it('a monthly limit reached: the server says so', async () => {
    const cap = 'You have used your monthly limit of 20 team credits. Ask a team admin to raise it.';
    const text = textOf(await panel({ error: cap, outOfCredits: true, inTeam: true }));
    expect(text).toContain(cap);
    expect(text).not.toContain('Buy credits');
  });

  it("outside a team, the server's message with 'Buy credits'", async () => {
    const own = "You have no credits left. Buy credits to reveal this profile's contacts.";
    const text = textOf(await panel({ error: own, outOfCredits: true }));
    expect(text).toContain(own);
    expect(text).toContain('Buy credits');
    expect(text).not.toContain('Team page');
  });
});
