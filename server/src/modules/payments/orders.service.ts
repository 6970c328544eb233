import type { DataSource } from 'typeorm';
import { pageOf, skipTake, type PageArgs, type PageOf } from '../../graphql/pagination';
import type { PaymentOrder } from './payment-order.entity';
import { PaymentsRepository, type StaffOrderFilter, type StaffOrderRow } from './payments.repository';

/** The order history: a user's own orders, and the staff area's page of everyone's. */
export class OrdersService {
  constructor(private readonly ds: DataSource) {}

  /** One page of the user's orders, newest first. */
  async orders(userId: string, args: PageArgs): Promise<PageOf<PaymentOrder>> {
    const [rows, total] = await new PaymentsRepository(this.ds).ordersPage(userId, skipTake(args));
    return pageOf(rows, total, args);
  }

  /** The staff area's page of every user's orders, newest first, each with the buyer's e-mail. */
  async staffOrders(filter: StaffOrderFilter, args: PageArgs): Promise<PageOf<StaffOrderRow>> {
    const [rows, total] = await new PaymentsRepository(this.ds).staffOrdersPage(filter, skipTake(args));
    return pageOf(rows, total, args);
  }
}
