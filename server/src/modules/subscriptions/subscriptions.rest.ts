import { Router } from 'express';
import { sendSuccess } from '../../common/rest';
import { requireSession } from '../../common/session';
import { validateInput } from '../../common/validation';
import { CHECKOUT_CREATED_MESSAGE } from '../payments/payments.rest';
import type { SubscriptionsService } from './subscriptions.service';
import { AdvanceRenewalArgs, IntervalArgs } from './subscriptions.types';

/** Pro's REST routes (docs/api.md), thin adapters over SubscriptionsService like the GraphQL resolver. */
export function subscriptionsRoutes(subscriptions: SubscriptionsService): Router {
  const router = Router();

  router.get('/payment/plans', (_req, res) => {
    sendSuccess(res, { data: subscriptions.prices(), available: subscriptions.available });
  });

  router.post('/payment/create-subscription-session', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const { interval } = await validateInput(IntervalArgs, req.body);
    const { url, sessionId } = await subscriptions.subscribe(userId, interval);
    sendSuccess(res, { message: CHECKOUT_CREATED_MESSAGE, data: { url, sessionId } });
  });

  router.get('/payment/subscription', async (req, res) => {
    const { userId } = requireSession(req.authState);
    sendSuccess(res, { data: await subscriptions.current(userId) });
  });

  router.post('/payment/subscription/switch', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const { interval } = await validateInput(IntervalArgs, req.body);
    sendSuccess(res, { data: await subscriptions.switchInterval(userId, interval) });
  });

  router.post('/payment/subscription/cancel', async (req, res) => {
    const { userId } = requireSession(req.authState);
    sendSuccess(res, { data: await subscriptions.setCancelAtPeriodEnd(userId, true) });
  });

  router.post('/payment/subscription/resume', async (req, res) => {
    const { userId } = requireSession(req.authState);
    sendSuccess(res, { data: await subscriptions.setCancelAtPeriodEnd(userId, false) });
  });

  router.post('/payment/subscription/portal', async (req, res) => {
    const { userId } = requireSession(req.authState);
    sendSuccess(res, { data: { url: await subscriptions.portalUrl(userId) } });
  });

  router.post('/payment/subscription/advance', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const { card } = await validateInput(AdvanceRenewalArgs, { card: 'success', ...(req.body ?? {}) });
    sendSuccess(res, { data: await subscriptions.advanceRenewal(userId, card) });
  });

  return router;
}
