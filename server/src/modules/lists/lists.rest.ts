import { Router, type Response } from 'express';
import { sendSuccess } from '../../common/rest';
import { validateInput } from '../../common/validation';
import { requireSession } from '../../common/session';
import type { ListsService } from './lists.service';
import {
  AddProfilesToListArgs,
  AddToListArgs,
  CreateListInput,
  ExportProfilesInput,
  RemoveFromListArgs,
  SetListSharedArgs,
  UpdateListEntryArgs,
  type ProfileListEntryView,
  type ProfileListView,
  type ProfileListWithUsernames,
} from './lists.types';

/** A list as the spec's client reads it (section 3): `_id` and `listId` beside `id`, its usernames, `profiles` when loaded. */
function toRestList(list: ProfileListWithUsernames & { profiles?: ProfileListEntryView[] }) {
  return { _id: list.id, listId: list.id, ...list };
}

/** A CSV download; the byte order mark lets spreadsheet programs read the file as UTF-8. */
function sendCsv(res: Response, { fileName, csv }: { fileName: string; csv: string }): void {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).send(`\uFEFF${csv}`);
}

/** How the answer of a bulk add reads: 'Added 2 profiles; 1 was already in the list.' */
function bulkAddMessage(added: number, alreadyInList: number): string {
  const addedText = `Added ${added} ${added === 1 ? 'profile' : 'profiles'}`;
  if (alreadyInList === 0) return `${addedText}.`;
  return `${addedText}; ${alreadyInList} ${alreadyInList === 1 ? 'was' : 'were'} already in the list.`;
}

/**
 * The list routes of docs/product-spec.md §7, plus saving a removal and the CSV export. Every route
 * answers NOT_FOUND ('List not found') for a list id that is not one of the user's.
 */
export function listsRoutes(lists: ListsService): Router {
  const router = Router();
  const one = async <L extends ProfileListView>(userId: string, list: L) => (await lists.withUsernames(userId, [list]))[0];

  router.post('/profile/list', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const input = await validateInput(CreateListInput, req.body);
    sendSuccess(res, { message: 'List created.', data: toRestList(await one(userId, await lists.create(userId, input))) }, 201);
  });

  router.get('/profile/list', async (req, res) => {
    const { userId } = requireSession(req.authState);
    sendSuccess(res, { data: (await lists.withUsernames(userId, await lists.lists(userId))).map(toRestList) });
  });

  // All the list's profiles by default (at most LIST_ENTRIES_MAX); ?offset= and ?limit= for a page.
  router.get('/profile/list/:listId', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const page = lists.entryRange({ offset: req.query.offset, limit: req.query.limit });
    sendSuccess(res, { data: toRestList(await one(userId, await lists.getWithEntries(userId, req.params.listId, page))) });
  });

  // Shares the list with the user's team ({ shared: true }) or makes it private ({ shared: false }).
  router.patch('/profile/list/:listId', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const { listId, shared } = await validateInput(SetListSharedArgs, { ...(req.body as object), listId: req.params.listId });
    const list = await lists.setShared(userId, listId, shared);
    sendSuccess(res, { message: shared ? 'List shared with your team.' : 'List made private.', data: toRestList(await one(userId, list)) });
  });

  router.delete('/profile/list/:listId', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const id = await lists.delete(userId, req.params.listId);
    sendSuccess(res, { message: 'List deleted.', data: { _id: id, id, listId: id } });
  });

  // The spec's client sends { listId, profileId }; profileId is the numeric id or the linkedinUsername
  // (a number in the JSON is taken as the id, and `linkedinUsername` is accepted in its place).
  router.post('/profile/addtolist', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const profileId = typeof body.profileId === 'number' ? String(body.profileId) : (body.profileId ?? body.linkedinUsername);
    const { listId, profileId: ref } = await validateInput(AddToListArgs, { listId: body.listId, profileId });
    const { list, added } = await lists.add(userId, listId, ref);
    sendSuccess(res, {
      message: added ? 'Profile added to list.' : 'This profile is already in the list.',
      data: toRestList(await one(userId, list)),
    });
  });

  // Removing a profile from a list is saved (docs/decisions.md, "Ownership").
  router.delete('/profile/list/:listId/profiles/:linkedinUsername', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const { listId, linkedinUsername } = await validateInput(RemoveFromListArgs, {
      listId: req.params.listId,
      linkedinUsername: req.params.linkedinUsername,
    });
    const { list, removed } = await lists.remove(userId, listId, linkedinUsername);
    sendSuccess(res, {
      message: removed ? 'Profile removed from list.' : 'This profile was not in the list.',
      data: toRestList(await one(userId, list)),
    });
  });

  // Several profiles at once (1 to 100), all or none.
  router.post('/profile/list/:listId/profiles', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const args = await validateInput(AddProfilesToListArgs, { listId: req.params.listId, profileIds: body.profileIds });
    const { list, added, alreadyInList } = await lists.addMany(userId, args.listId, args.profileIds);
    sendSuccess(res, {
      message: bulkAddMessage(added, alreadyInList),
      data: { list: toRestList(await one(userId, list)), added, alreadyInList },
    });
  });

  // A person's stage and notes in the list.
  router.patch('/profile/list/:listId/profiles/:linkedinUsername', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const args = await validateInput(UpdateListEntryArgs, {
      listId: req.params.listId,
      linkedinUsername: req.params.linkedinUsername,
      stage: body.stage,
      notes: body.notes,
    });
    const entry = await lists.updateEntry(userId, args.listId, args.linkedinUsername, { stage: args.stage, notes: args.notes });
    sendSuccess(res, { message: 'Saved.', data: entry });
  });

  // The list as a CSV download; contacts only for profiles the user has revealed.
  router.get('/profile/list/:listId/export', async (req, res) => {
    const { userId } = requireSession(req.authState);
    sendCsv(res, await lists.exportCsv(userId, req.params.listId));
  });

  // Chosen profiles (a selection of search results) as the same CSV.
  router.post('/profile/export', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const { linkedinUsernames } = await validateInput(ExportProfilesInput, req.body ?? {});
    sendCsv(res, await lists.exportProfilesCsv(userId, linkedinUsernames));
  });

  return router;
}
