import { Router } from 'express';
import { sendSuccess } from '../../common/rest';
import { validateInput } from '../../common/validation';
import type { Services } from '../../services';
import { requireSession } from '../auth/session.middleware';
import { RevealContactsArgs } from './contacts.types';

export function contactsRoutes(services: Services): Router {
  const router = Router();

  /** Spec section 7: the client reads data.data.emails and data.data.phoneNumbers. */
  router.get('/profile/contacts/:linkedinUsername', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const { linkedinUsername } = await validateInput(RevealContactsArgs, { linkedinUsername: req.params.linkedinUsername });
    const { emails, phoneNumbers, charged, remainingCredits, totalCredits } = await services.contacts.reveal(userId, linkedinUsername);
    sendSuccess(res, { data: { emails, phoneNumbers, charged, remainingCredits, totalCredits } });
  });

  return router;
}
