import { Router, type RequestHandler } from 'express';
import { sendSuccess } from '../../common/rest';
import { validateInput } from '../../common/validation';
import { requireSession } from '../../common/session';
import type { ContactsService } from './contacts.service';
import { BulkContactsArgs, RevealContactsArgs } from './contacts.types';

/** `sameOrigin` refuses a request made with the session cookie alone that the app's own pages did not start: a reveal spends a credit. */
export function contactsRoutes(contacts: ContactsService, sameOrigin: RequestHandler): Router {
  const router = Router();

  /**
   * docs/product-spec.md §7: the client reads data.data.emails and data.data.phoneNumbers. Fields are only
   * ever added (each contact's type, source and lastVerifiedAt; the reveal's creditsCharged and message, and what was checked with a live verifier just before, `verification`).
   */
  router.get('/profile/contacts/:linkedinUsername', sameOrigin, async (req, res) => {
    const { userId } = requireSession(req.authState);
    const { linkedinUsername } = await validateInput(RevealContactsArgs, { linkedinUsername: req.params.linkedinUsername });
    const r = await contacts.reveal(userId, linkedinUsername);
    sendSuccess(res, {
      data: {
        emails: r.emails,
        phoneNumbers: r.phoneNumbers,
        charged: r.charged,
        creditsCharged: r.creditsCharged,
        message: r.message,
        verification: r.verification ?? null,
        remainingCredits: r.remainingCredits,
        totalCredits: r.totalCredits,
        teamCredits: r.teamCredits,
      },
    });
  });

  /** Reveals several profiles in order, each charged only for what it delivers (revealContactsBulk on GraphQL). */
  router.post('/profile/contacts/bulk', sameOrigin, async (req, res) => {
    const { userId } = requireSession(req.authState);
    const { linkedinUsernames } = await validateInput(BulkContactsArgs, req.body);
    sendSuccess(res, { data: await contacts.revealMany(userId, linkedinUsernames) });
  });

  return router;
}
