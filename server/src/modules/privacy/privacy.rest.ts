import { Router, type Request } from 'express';
import { clientKey, sendSuccess } from '../../common/rest';
import { AppError } from '../../common/errors';
import { PERSON_ACCESS_EXPIRED, type PersonAccessService } from './person-access.service';

/** What the public notice for the people in the index (/people-privacy) says of who holds their data and for how long. */
export interface PeoplePrivacyFacts {
  operatorName: string;
  contactEmail: string;
  /** An e-mail address checked longer ago than this is checked again before anyone pays for it (CONTACT_STALE_DAYS). */
  contactStaleDays: number;
  /** A contact no one confirmed for longer than this is hidden until it is confirmed again (CONTACT_HIDE_DAYS). */
  contactHideDays: number;
  /** A profile not updated from its source for longer than this is marked out of date (PROFILE_STALE_DAYS). */
  profileStaleDays: number;
  /** How long the record of who revealed a person's contacts is kept (REVEAL_LOG_DAYS). */
  revealLogDays: number;
}

/** The proof of an address a person got from a code, sent back in this header (not Authorization: it is no user's session). */
const ACCESS_HEADER = 'x-person-access';

function accessOf(req: Request): string {
  const token = req.get(ACCESS_HEADER)?.trim();
  if (!token) throw new AppError('UNAUTHENTICATED', PERSON_ACCESS_EXPIRED);
  return token;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Who the person says they are: `{ email }`, or `{ profile }` (a LinkedIn link) to reach an address that profile holds. */
const claimOf = (req: Request) => ({ email: text(req.body?.email), profile: req.body?.profile as unknown });

/**
 * The people in the index, over REST, all public (no user session): the notice's facts, and "Find
 * and remove me": a code to an address (or to those a profile link's profile holds), the code
 * exchanged for 30 minutes' access (sent back as `X-Person-Access`), what the index holds (also as
 * a file), a correction for staff to make, and removal.
 */
export function privacyRoutes(facts: PeoplePrivacyFacts, access: PersonAccessService): Router {
  const router = Router();
  router.get('/people-privacy', (_req, res) => {
    sendSuccess(res, { data: facts });
  });
  router.post('/people-privacy/code', async (req, res) => {
    sendSuccess(res, await access.requestCode(claimOf(req), clientKey(req)));
  });
  router.post('/people-privacy/verify', async (req, res) => {
    sendSuccess(res, { data: await access.verifyCode(claimOf(req), text(req.body?.code)) });
  });
  router.get('/people-privacy/me', async (req, res) => {
    sendSuccess(res, { data: await access.dataOf(accessOf(req)) });
  });
  router.get('/people-privacy/me/download', async (req, res) => {
    const data = await access.dataOf(accessOf(req));
    res.setHeader('Content-Disposition', 'attachment; filename="talentlens-my-data.json"');
    res.type('application/json').send(JSON.stringify(data, null, 2));
  });
  router.post('/people-privacy/me/corrections', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { message, dueAt } = await access.correct(accessOf(req), {
      profileId: body.profileId,
      field: body.field,
      value: body.value,
      note: body.note,
    });
    sendSuccess(res, { message, data: { dueAt } }, 201);
  });
  router.delete('/people-privacy/me', async (req, res) => {
    const { message, removedProfiles } = await access.removeMe(accessOf(req));
    sendSuccess(res, { message, data: { removedProfiles } });
  });
  return router;
}
