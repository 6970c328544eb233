import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../graphql/pagination';
import type { CreditReason } from './credit-ledger.entity';

/** The reasons of CreditReason as a GraphQL enum (the compiler checks that both name the same reasons). */
export const CreditReasonEnum = {
  signup_bonus: 'signup_bonus',
  contact_reveal: 'contact_reveal',
  purchase: 'purchase',
  subscription: 'subscription',
  admin_adjustment: 'admin_adjustment',
  refund: 'refund',
  team_transfer: 'team_transfer',
} as const satisfies { readonly [K in CreditReason]: K };
registerEnumType(CreditReasonEnum, {
  name: 'CreditReason',
  description:
    'Why the credits changed: the Starter credits of a new account, a contact reveal, a purchase, a month of a Pro subscription, an adjustment by our staff, a refunded purchase whose unspent credits were taken back, or credits moved into your team pool.',
});

@ObjectType('CreditLedgerEntry', { description: "One change of the signed-in user's credits." })
export class CreditLedgerEntryView {
  @Field(() => ID)
  id: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;

  @Field(() => Int, { description: 'Positive for credits added, negative for credits spent.' })
  change: number;

  @Field(() => CreditReasonEnum)
  reason: CreditReason;

  @Field(() => String, {
    nullable: true,
    description:
      'What the change was for: the plan, the revealed profile (its linkedinUsername), the order bought or refunded, or the team whose pool got the credits.',
  })
  reference: string | null;

  @Field(() => Int, { description: 'The remaining credits right after this change.' })
  balanceAfter: number;
}

@ObjectType({ description: "A page of the signed-in user's credit changes, newest first." })
export class CreditLedgerPage extends Paginated(CreditLedgerEntryView) {}
