import { Router } from 'express';
import { sendSuccess } from '../../common/rest';
import { validateInput } from '../../common/validation';
import type { Services } from '../../services';
import { requireSession } from '../auth/session.middleware';
import { toUserInfo } from './user-info';
import { UpdateProfileInput } from './users.types';

export const PROFILE_UPDATED = 'Profile updated successfully';

export function usersRoutes(services: Services): Router {
  const router = Router();

  router.get('/users/profile/:id', async (req, res) => {
    const { userId } = requireSession(req.authState);
    sendSuccess(res, { data: toUserInfo(await services.users.getOwn(userId, req.params.id)) });
  });

  router.put('/users/profile/:id', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const input = await validateInput(UpdateProfileInput, req.body);
    const user = await services.users.updateOwn(userId, req.params.id, input);
    sendSuccess(res, { message: PROFILE_UPDATED, data: toUserInfo(user) });
  });

  return router;
}
