import { Router } from 'express';
import { sendSuccess } from '../../common/rest';
import { validateInput } from '../../common/validation';
import { requireSession } from '../../common/session';
import { toUserInfo } from './user-info';
import type { UsersService } from './users.service';
import { UpdateProfileInput } from './users.types';

export const PROFILE_UPDATED = 'Profile updated successfully';

export function usersRoutes(users: UsersService): Router {
  const router = Router();

  router.get('/users/profile/:id', async (req, res) => {
    const { userId } = requireSession(req.authState);
    sendSuccess(res, { data: toUserInfo(await users.getOwn(userId, req.params.id)) });
  });

  router.put('/users/profile/:id', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const input = await validateInput(UpdateProfileInput, req.body);
    const user = await users.updateOwn(userId, req.params.id, input);
    sendSuccess(res, { message: PROFILE_UPDATED, data: toUserInfo(user) });
  });

  return router;
}
