import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('CreditLedgerEntry', { description: "One change of the signed-in user's credits." })
export class CreditLedgerEntryView {
  @Field(() => ID)
  id: string;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;

  @Field(() => Int, { description: 'Positive for credits added, negative for credits spent.' })
  change: number;

  @Field(() => String, { description: 'signup_bonus, contact_reveal, purchase or admin_adjustment.' })
  reason: string;

  @Field(() => String, {
    nullable: true,
    description: 'What the change was for: the plan, the revealed profile (its linkedinUsername) or the payment.',
  })
  reference: string | null;

  @Field(() => Int, { description: 'The remaining credits right after this change.' })
  balanceAfter: number;
}
