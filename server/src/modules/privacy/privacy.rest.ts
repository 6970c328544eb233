import { Router } from 'express';
import { sendSuccess } from '../../common/rest';

/** What the public notice for the people in the index (/people-privacy) says of who holds their data and for how long. */
export interface PeoplePrivacyFacts {
  operatorName: string;
  contactEmail: string;
  /** An e-mail address checked longer ago than this is checked again before anyone pays for it (CONTACT_STALE_DAYS). */
  contactStaleDays: number;
}

/** `GET /api/people-privacy`: public (no session), for the notice to name the operator and the ages it promises. */
export function privacyRoutes(facts: PeoplePrivacyFacts): Router {
  const router = Router();
  router.get('/people-privacy', (_req, res) => {
    sendSuccess(res, { data: facts });
  });
  return router;
}
