import express, { Router } from 'express';
import { sendSuccess } from '../../common/rest';
import { requireSession } from '../../common/session';
import { validateInput } from '../../common/validation';
import { toUserInfo } from '../users/user-info';
import type { UsersService } from '../users/users.service';
import type { CheckoutService } from './checkout.service';
import type { FulfilmentService } from './fulfilment.service';
import { CreateCheckoutArgs, PaymentSessionArgs, toOrderView, toPackageView } from './payments.types';

export const CHECKOUT_CREATED_MESSAGE = 'Checkout session created';

/** The largest webhook body read: the API's JSON limit (Stripe's Checkout events are a few KB). */
const WEBHOOK_LIMIT = '100kb';

/**
 * The payment routes of docs/product-spec.md §7, over CheckoutService. The browser's `credits` and
 * `amount` are accepted and ignored: the server prices the package itself.
 */
export function paymentsRoutes(payments: CheckoutService, users: UsersService): Router {
  const router = Router();

  router.get('/payment/packages', async (_req, res) => {
    sendSuccess(res, { data: (await payments.packages()).map(toPackageView), mode: payments.mode, testMode: payments.testMode });
  });

  router.post('/payment/create-checkout-session', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const { packageId } = await validateInput(CreateCheckoutArgs, req.body);
    const { url, sessionId } = await payments.createCheckout(userId, packageId);
    sendSuccess(res, { message: CHECKOUT_CREATED_MESSAGE, data: { url, sessionId } });
  });

  router.get('/payment/status/:sessionId', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const { sessionId } = await validateInput(PaymentSessionArgs, { sessionId: req.params.sessionId });
    const { order, ...status } = await payments.status(userId, sessionId);
    sendSuccess(res, { data: { ...status, order: toOrderView(order) } });
  });

  router.post('/payment/success', async (req, res) => {
    const { userId } = requireSession(req.authState);
    const { sessionId } = await validateInput(PaymentSessionArgs, req.body);
    const result = await payments.confirm(userId, sessionId);
    sendSuccess(res, { message: result.message, data: toUserInfo(await users.getOwnAccount(userId)), result });
  });

  return router;
}

/**
 * `POST /api/payment/webhook`: the provider's deliveries, read as raw bytes (the signature covers
 * them exactly) before any JSON parsing, and without the session or cross-site checks of the
 * browser's routes: the signature is the only credential.
 */
export function paymentWebhookRoute(fulfilment: FulfilmentService): Router {
  const router = Router();
  router.post('/payment/webhook', express.raw({ type: () => true, limit: WEBHOOK_LIMIT }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const outcome = await fulfilment.receiveWebhook(body, req.get('stripe-signature'));
    sendSuccess(res, { received: true, outcome });
  });
  return router;
}
