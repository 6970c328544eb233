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
}

/** The proof of an address a person got from a code, sent back in this header (not Authorization: it is no user's session). */
const ACCESS_HEADER = 'x-person-access';

function accessOf(req: Request): string {
  const token = req.get(ACCESS_HEADER)?.trim();
  if (!token) throw new AppError('UNAUTHENTICATED', PERSON_ACCESS_EXPIRED);
  return token;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The people in the index, over REST, all public (no user session): the notice's facts, and "Find
 * and remove me": a code to an address, the code exchanged for 30 minutes' access (sent back as
 * `X-Person-Access`), what the index holds (also as a file), and removal.
 */
export function privacyRoutes(facts: PeoplePrivacyFacts, access: PersonAccessService): Router {
  const router = Router();
  router.get('/people-privacy', (_req, res) => {
    sendSuccess(res, { data: facts });
  });
  router.post('/people-privacy/code', async (req, res) => {
    sendSuccess(res, await access.requestCode(text(req.body?.email), clientKey(req)));
  });
  router.post('/people-privacy/verify', async (req, res) => {
    sendSuccess(res, { data: await access.verifyCode(text(req.body?.email), text(req.body?.code)) });
  });
  router.get('/people-privacy/me', async (req, res) => {
    sendSuccess(res, { data: await access.dataOf(accessOf(req)) });
  });
  router.get('/people-privacy/me/download', async (req, res) => {
    const data = await access.dataOf(accessOf(req));
    res.setHeader('Content-Disposition', 'attachment; filename="talentlens-my-data.json"');
    res.type('application/json').send(JSON.stringify(data, null, 2));
  });
  router.delete('/people-privacy/me', async (req, res) => {
    const { message, removedProfiles } = await access.removeMe(accessOf(req));
    sendSuccess(res, { message, data: { removedProfiles } });
  });
  return router;
}
