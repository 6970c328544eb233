import express, { Router } from 'express';
import { sendError } from '../../../common/rest';
import type { PaymentEvent } from '../../../modules/payments/payment-provider';
import { checkoutPage, missingPage } from './local-checkout.page';
import type { CheckoutAction, LocalCheckoutProvider } from './local-checkout.provider';

/**
 * The checkout form's body: the page's form, or the same two fields as JSON (a script driving the
 * test checkout). Mounted before the router, so a body over the limit is 413 whatever the path holds.
 */
export const localCheckoutBody = [
  express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 10 }),
  express.json({ limit: '100kb' }),
];

/**
 * The local checkout page at /checkout/test/{sessionId}: GET shows it, POST presses Pay (with a
 * test card) or Cancel. `report` is the payments domain's event handler, the same one Stripe's
 * webhook reaches.
 */
export function localCheckoutRouter(checkout: LocalCheckoutProvider, report: (event: PaymentEvent) => Promise<unknown>): Router {
  const router = Router();
  const send = (res: express.Response, outcome: CheckoutAction) => {
    res.setHeader('Cache-Control', 'no-store');
    if ('redirect' in outcome) return res.redirect(303, outcome.redirect);
    if ('missing' in outcome) return res.status(404).type('html').send(missingPage());
    res.type('html').send(checkoutPage(outcome.show, outcome.note, outcome.card));
  };

  router.get('/:sessionId', async (req, res) => {
    const session = await checkout.find(req.params.sessionId);
    send(res, session ? { show: session } : { missing: true });
  });

  router.post('/:sessionId', async (req: express.Request<{ sessionId: string }>, res: express.Response) => {
    const form = (req.body ?? {}) as Record<string, unknown>;
    const id = req.params.sessionId;
    if (form.action === 'cancel') return send(res, await checkout.cancel(id, report));
    if (form.action !== 'pay') return sendError(res, 400, 'Choose Pay or Cancel.', 'BAD_USER_INPUT');
    send(res, await checkout.pay(id, form.card === 'decline' ? 'decline' : 'success', report));
  });

  return router;
}
