import { Router, type RequestHandler } from 'express';
import { sendSuccess } from '../../common/rest';
import { validateInput } from '../../common/validation';
import { requireSession } from '../../common/session';
import type { ContactsService } from './contacts.service';
import { RevealContactsArgs } from './contacts.types';

/** `sameSite` refuses a cross-site request made with the session cookie alone: a reveal spends a credit. */
export function contactsRoutes(contacts: ContactsService, sameSite: RequestHandler): Router {
  const router = Router();

  /** Spec section 7: the client reads data.data.emails and data.data.phoneNumbers. */
  router.get('/profile/contacts/:linkedinUsername', sameSite, async (req, res) => {
    const { userId } = requireSession(req.authState);
    const { linkedinUsername } = await validateInput(RevealContactsArgs, { linkedinUsername: req.params.linkedinUsername });
    const { emails, phoneNumbers, charged, remainingCredits, totalCredits } = await contacts.reveal(userId, linkedinUsername);
    sendSuccess(res, { data: { emails, phoneNumbers, charged, remainingCredits, totalCredits } });
  });

  return router;
}
