import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'What a search of the open web (People Data Labs) brought into the index.' })
export class OpenWebSearchResult {
  @Field(() => Int, { description: 'How many people match at the provider in all.' })
  total: number;

  @Field(() => Int, { description: 'How many it returned: each costs the operator one provider credit.' })
  returned: number;

  @Field(() => Int, { description: 'New to the index: they show in the search now, marked with their source.' })
  added: number;

  @Field(() => Int, {
    description: 'Already in the index (the same person by link, record id or e-mail): merged with what the provider has.',
  })
  updated: number;

  @Field(() => Boolean, {
    description:
      'The provider has no more people for this search: asking again brings no one new. Until then, each search of the open web brings the next people (up to 100 in all).',
  })
  exhausted: boolean;

  @Field(() => String, { description: 'What happened, in a sentence to show.' })
  message: string;
}
