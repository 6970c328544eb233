import type { StaffSession } from '../../common/session';
import type { PageArgs, PageOf } from '../../graphql/pagination';
import type { StaffOrderFilter, StaffOrderRow } from '../payments/payments.repository';
import type { OrdersService } from '../payments/orders.service';
import type { RefundOutcome, RefundsService } from '../payments/refunds.service';
import { AUDIT_ACTIONS, type AuditService } from './audit.service';

/**
 * The staff area's payments page: every user's orders, and refunds. Any staff member may refund
 * (admin or superadmin); every refund is audited in the transaction that makes it
 * (docs/decisions.md, "Staff"). The rules of a refund are the payments domain's
 * (RefundsService.refund); this side adds who did it and why.
 */
export class StaffPaymentsService {
  constructor(
    private readonly paymentOrders: OrdersService,
    private readonly refunds: RefundsService,
    private readonly audit: AuditService,
  ) {}

  async orders(filter: StaffOrderFilter, args: PageArgs): Promise<PageOf<StaffOrderRow>> {
    return this.paymentOrders.staffOrders(filter, args);
  }

  async refund(actor: StaffSession, orderId: string, reason: string): Promise<RefundOutcome> {
    return this.refunds.refund(orderId, {
      reason,
      audit: (manager, outcome, why) =>
        this.audit.record(manager, {
          staffId: actor.staffId,
          action: AUDIT_ACTIONS.paymentRefund,
          targetType: 'order',
          targetId: outcome.order.id,
          details: {
            userId: outcome.order.userId,
            email: outcome.email,
            amountCents: outcome.amountCents,
            currency: outcome.order.currency,
            creditsTakenBack: outcome.creditsTakenBack,
            creditsNotRecovered: outcome.creditsNotRecovered,
            refundId: outcome.refundId,
          },
          reason: why,
        }),
    });
  }
}
