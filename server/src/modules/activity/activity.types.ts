import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('UserActivity', { description: "The signed-in user's own figures, counted from the database when asked." })
export class UserActivityView {
  @Field(() => Int, { description: 'Searches run (every search recorded in the history).' })
  searchesRun: number;

  @Field(() => Int, { description: 'Lists created and not deleted.' })
  lists: number;

  @Field(() => Int, { description: 'Different profiles saved in any of the lists.' })
  profilesSaved: number;

  @Field(() => Int, { description: 'Profiles whose contacts were revealed.' })
  contactsRevealed: number;

  @Field(() => Int, { description: 'Credits left.' })
  creditsLeft: number;
}
