/**
 * A team of three at one company (issue 33): the owner creates the team on /team, moves credits
 * into its pool and invites two colleagues; each opens the link from their e-mail (the outbox) and
 * accepts. One reveals a contact, paid from the pool; the other sees it free, with who revealed it.
 * A shared list gets a stage change from each; the owner sees who set it. The owner removes one
 * member, whose access to the shared list ends at once.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiGraphql, apiSignUp, BASE_URL, launchBrowser, screenshot, signedInPage, type ApiSession } from './helpers';

const SEARCH = `/search?q=${encodeURIComponent('software engineers in Berlin')}&page=1&type=ai`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The token of the newest team invitation mailed to that address. */
async function invitationLink(email: string): Promise<string> {
  const mails = (await (await fetch(`${BASE_URL}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as Array<{ text: string }>;
  const match = /\/team\/join\?token=[A-Za-z0-9_-]+/.exec(mails[0]?.text ?? '');
  if (!match) throw new Error(`no invitation mailed to ${email}`);
  return match[0];
}

function memberRow(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ hasText: name });
}

async function firstCard(page: Page): Promise<{ card: Locator; name: string }> {
  await page.goto(SEARCH);
  const card = page.getByRole('article').first();
  await card.waitFor();
  return { card, name: ((await card.getByRole('heading').textContent()) ?? '').trim() };
}

async function setStage(page: Page, person: string, stage: string): Promise<void> {
  await page
    .getByRole('combobox', { name: `Stage of ${person}` })
    .first()
    .click();
  await page.locator('.ant-select-item-option').filter({ hasText: stage }).click();
  await page.getByText(`${person}: ${stage}.`).waitFor();
}

describe('a team of three', () => {
  it('create, invite, accept; one reveal for the team; a shared list worked on by each; a member removed', async () => {
    const domain = `talent-${randomUUID().slice(0, 8)}.io`;
    const owner = await apiSignUp('owner', `olivia@${domain}`, { firstName: 'Olivia', lastName: 'Owner' });
    const ownerTab = await signedInPage(browser, owner);
    const tabs = [ownerTab];
    try {
      const o = ownerTab.page;
      await o.goto('/team');
      await o.getByLabel('Team name').fill('Northwind Talent');
      await o.getByRole('button', { name: 'Create a team' }).click();
      await o.getByRole('heading', { name: 'Northwind Talent' }).waitFor();

      // Her own credits into the pool: 3 of her 5.
      await o.getByLabel('Credits to move').fill('3');
      await o.getByRole('button', { name: 'Move into the pool' }).click();
      await o.getByRole('button', { name: 'Move credits' }).click();
      await o.getByText('You have 2 credits of your own.', { exact: false }).waitFor();

      // Two colleagues invited by e-mail.
      for (const local of ['ann', 'ben']) {
        await o.getByLabel('Work e-mail').fill(`${local}@${domain}`);
        await o.getByRole('button', { name: 'Send invitation' }).click();
        await o.getByText(`Invitation sent to ${local}@${domain}. The link works once, for 7 days.`).first().waitFor();
      }
      await screenshot(o, 'team-invited-1440');

      // Each opens the link of their e-mail, signed up with that address, and accepts.
      const names = { ann: { firstName: 'Ann', lastName: 'Lee' }, ben: { firstName: 'Ben', lastName: 'Roe' } };
      const members: Record<'ann' | 'ben', { session: ApiSession; page: Page }> = {} as never;
      for (const local of ['ann', 'ben'] as const) {
        const link = await invitationLink(`${local}@${domain}`);
        const session = await apiSignUp(local, `${local}@${domain}`, names[local]);
        const tab = await signedInPage(browser, session);
        tabs.push(tab);
        await tab.page.goto(link);
        await tab.page.getByText('Northwind Talent').first().waitFor();
        await tab.page.getByRole('button', { name: 'Accept invitation' }).click();
        await tab.page.waitForURL(/\/team$/);
        await tab.page.getByRole('heading', { name: 'Northwind Talent' }).waitFor();
        members[local] = { session, page: tab.page };
      }
      await o.reload();
      await memberRow(o, 'Ann Lee').waitFor();
      await memberRow(o, 'Ben Roe').waitFor();

      // Ann reveals a contact: paid from the pool, once for the team.
      const ann = members.ann.page;
      const { card, name } = await firstCard(ann);
      await card.click({ position: { x: 8, y: 8 } });
      const dialog = ann.getByRole('dialog', { name, exact: true });
      await dialog.getByRole('button', { name: 'Get Contacts' }).click();
      await dialog.getByText(/1 credit used from your team's pool \(2 credits left\)/).waitFor();
      await dialog.getByRole('region', { name: 'Emails' }).waitFor();

      // Ben sees it free, and who revealed it, before he asks.
      const ben = members.ben.page;
      const benCard = (await firstCard(ben)).card;
      await benCard.getByText(/Revealed by Ann Lee on [A-Z][a-z]{2} \d{1,2}, \d{4}/).waitFor();
      await benCard.click({ position: { x: 8, y: 8 } });
      const benDialog = ben.getByRole('dialog', { name, exact: true });
      await benDialog.getByRole('region', { name: 'Emails' }).waitFor();
      await screenshot(ben, 'team-revealed-by-1440');

      // A list shared with the team, the revealed person in it: a stage from each of them.
      // The person she revealed, by the pool's history (a reveal names its profile).
      const ledger = await apiGraphql<{ teamLedger: { items: Array<{ reason: string; reference: string | null }> } }>(
        owner,
        'query { teamLedger { items { reason reference } } }',
        {},
      );
      const target = ledger.teamLedger.items.find((i) => i.reason === 'contact_reveal')?.reference;
      expect(target).toBeTruthy();
      const list = await apiGraphql<{ createList: { id: string } }>(
        members.ann.session,
        'mutation ($input: CreateListInput!) { createList(input: $input) { id } }',
        { input: { name: 'Berlin backend shortlist', shared: true } },
      );
      const listId = list.createList.id;
      await apiGraphql(members.ann.session, 'mutation ($l: ID!, $p: String!) { addToList(listId: $l, profileId: $p) { id } }', {
        l: listId,
        p: target,
      });
      await ann.goto(`/list/${listId}`);
      await setStage(ann, name, 'Contacted');
      await ben.goto(`/list/${listId}`);
      await setStage(ben, name, 'Interviewing');
      await o.goto(`/list/${listId}`);
      await o.getByText('Added by Ann Lee').first().waitFor();
      await o
        .getByText(/Stage set by Ben Roe/)
        .first()
        .waitFor();
      // Every change of the stage, with who set it.
      await o.getByText('Stage history (2)').first().click();
      await o
        .getByText(/^Interviewing · Ben Roe · /)
        .first()
        .waitFor();
      await o
        .getByText(/^Contacted · Ann Lee · /)
        .first()
        .waitFor();
      await screenshot(o, 'team-shared-list-1440');

      // The owner removes Ben: his access to the shared list ends at once.
      await o.goto('/team');
      await o.getByRole('button', { name: 'Remove Ben Roe' }).click();
      await o.getByRole('button', { name: 'Remove', exact: true }).click();
      await memberRow(o, 'Ben Roe').waitFor({ state: 'detached' });
      await ben.goto(`/list/${listId}`);
      await ben.getByText('List not found').first().waitFor();
    } finally {
      for (const tab of tabs) await tab.close();
    }
  });
});
