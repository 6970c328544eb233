import { Router } from 'express';
import { sendSuccess } from '../../common/rest';
import { validateInput } from '../../common/validation';
import { requireSession } from '../../common/session';
import { toUserInfo } from './user-info';
import type { UsersService } from './users.service';
import { UpdateAccountInput } from './users.types';

export const ACCOUNT_UPDATED = 'Profile updated successfully';

/** The signed-in user's own account. The paths (`/users/profile/{id}`) and the message are public and keep their wording. */
export function usersRoutes(users: UsersService): Router {
  const router = Router();

  router.get('/users/profile/:id', async (req, res) => {
    const { userId } = requireSession(req.authState);
    sendSuccess(res, { data: toUserInfo(await users.getOwnAccount(userId, req.params.id)) });
  });

  router.put('/users/profile/:id', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const input = await validateInput(UpdateAccountInput, req.body);
    const user = await users.updateOwnAccount(userId, req.params.id, input);
    sendSuccess(res, { message: ACCOUNT_UPDATED, data: toUserInfo(user) });
  });

  return router;
}
