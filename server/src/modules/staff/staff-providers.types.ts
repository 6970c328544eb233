import { IsInt, Max, Min } from 'class-validator';
import { ArgsType, Field, Float, Int, ObjectType } from 'type-graphql';

@ArgsType()
export class ProviderUsageArgs {
  @Field(() => Int, { defaultValue: 30, description: 'How many UTC days back, today included (1 to 366).' })
  @IsInt({ message: 'days must be a whole number from 1 to 366.' })
  @Min(1, { message: 'days must be a whole number from 1 to 366.' })
  @Max(366, { message: 'days must be a whole number from 1 to 366.' })
  days: number;
}

@ObjectType({ description: "One live provider's calls of one UTC day." })
export class ProviderUsageDay {
  @Field(() => String, { description: 'The UTC day, YYYY-MM-DD.' })
  day: string;

  @Field(() => String, { description: "The provider ('pdl')." })
  provider: string;

  @Field(() => Int, { description: 'Calls that reached the provider.' })
  calls: number;

  @Field(() => Int, { description: 'Questions answered from kept answers, costing nothing.' })
  cached: number;

  @Field(() => Float, { description: 'cached / (calls + cached): the share of questions that cost no call (0 to 1).' })
  hitRate: number;

  @Field(() => Int, { description: 'Calls the provider failed: no answer in time, 5xx or network, a refused key or no credits, 429.' })
  errors: number;

  @Field(() => Int, { description: 'Calls not made: a budget spent, or the circuit open.' })
  heldBack: number;

  @Field(() => Int, { description: "Credits of the provider spent (PDL's: 1 per enrichment match or billed retrieve)." })
  cost: number;
}

@ObjectType({ description: "A live provider's month so far." })
export class ProviderState {
  @Field(() => String)
  provider: string;

  @Field(() => Int, { description: "Credits of the provider spent this UTC month, against the service's monthly budget." })
  spentThisMonth: number;

  @Field(() => Boolean, { description: 'True while its circuit is open in this server process: it is not called, the index answers.' })
  circuitOpen: boolean;
}

@ObjectType({ description: 'What live people-data providers cost and how they answered (PROVIDER_* settings).' })
export class ProviderUsageView {
  @Field(() => [String], { description: 'The providers configured now; empty: the index alone answers.' })
  configured: string[];

  @Field(() => Int, { description: 'Credits each provider may spend per UTC month (PROVIDER_MONTHLY_BUDGET).' })
  monthlyBudget: number;

  @Field(() => Int, { description: "Credits one user's look-ups may cost per UTC day (PROVIDER_USER_DAILY_BUDGET)." })
  userDailyBudget: number;

  @Field(() => [ProviderState])
  providers: ProviderState[];

  @Field(() => [ProviderUsageDay], { description: 'Newest day first; days without calls are left out.' })
  days: ProviderUsageDay[];
}
