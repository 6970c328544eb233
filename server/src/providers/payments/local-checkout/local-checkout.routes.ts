import express, { Router } from 'express';
import { sendError } from '../../../common/rest';
import type { PaymentEvent } from '../../../modules/payments/payment-provider';
import { checkoutPage, invoicePage, missingPage, portalPage } from './local-checkout.page';
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

  // The test portal and invoices (Stripe's customer portal and hosted invoices, played locally).
  const billing = checkout.billing;
  const portal = async (res: express.Response, customerId: string, note?: string) => {
    res.setHeader('Cache-Control', 'no-store');
    const sub = await billing.liveOfCustomer(customerId);
    const invoices = /^cus_test_local_[0-9a-f]{48}$/.test(customerId) ? await billing.invoicesOf(customerId) : [];
    if (!sub && invoices.length === 0) return res.status(404).type('html').send(missingPage());
    res.type('html').send(portalPage(customerId, sub, invoices, note));
  };
  router.get('/portal/:customerId', (req, res) => portal(res, req.params.customerId));
  router.post('/portal/:customerId', async (req: express.Request<{ customerId: string }>, res: express.Response) => {
    const form = (req.body ?? {}) as Record<string, unknown>;
    const sub = await billing.liveOfCustomer(req.params.customerId);
    if (!sub) return portal(res, req.params.customerId);
    let note: string;
    if (form.action === 'cancel' || form.action === 'resume') {
      await billing.setCancelAtPeriodEnd(sub.id, form.action === 'cancel');
      note = form.action === 'cancel' ? 'Your plan ends at the end of this period.' : 'Your plan renews as before.';
    } else if (form.action === 'advance') {
      const card = form.card === 'decline' ? 'decline' : 'success';
      await billing.advanceRenewal(sub.id, card);
      note = sub.cancelAtPeriodEnd
        ? 'The period ended, and so did the plan.'
        : card === 'decline'
          ? 'The renewal was declined.'
          : 'The renewal was paid.';
    } else return sendError(res, 400, 'Choose an action.', 'BAD_USER_INPUT');
    await portal(res, req.params.customerId, note);
  });
  router.get('/invoice/:invoiceId', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const invoice = await billing.retrieveInvoice(req.params.invoiceId);
    const sub = invoice ? await billing.findSubscription(invoice.subscriptionId) : null;
    const row = invoice ? await billing.localInvoice(invoice.invoiceId) : null;
    if (!sub || !row) return res.status(404).type('html').send(missingPage());
    res.type('html').send(invoicePage(row, sub));
  });

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
