import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ProfileCard } from '../profiles/profile.types';

export type PersonMatchStatus = 'exact' | 'probable' | 'not_found';
export const PersonMatchStatusEnum = { exact: 'exact', probable: 'probable', not_found: 'not_found' } as const satisfies {
  readonly [K in PersonMatchStatus]: K;
};
registerEnumType(PersonMatchStatusEnum, {
  name: 'PersonMatchStatus',
  description:
    "How a row of a recruiter's file matched the index: exact (by LinkedIn profile or e-mail), probable (by name, with the reason), or not_found.",
});

@ObjectType({ description: "One row of a recruiter's file and the person of the index it matched." })
export class PersonMatchRow {
  @Field(() => Int, { description: 'The line of the file the row is on.' })
  line: number;

  @Field(() => String, { description: 'What the row gave to match on, in short (a name and company, a link or an e-mail).' })
  given: string;

  @Field(() => PersonMatchStatusEnum)
  status: PersonMatchStatus;

  @Field(() => String, { description: 'Why it matched, or why it did not, in words for the user.' })
  reason: string;

  @Field(() => ProfileCard, { nullable: true, description: 'The person matched; null when not_found.' })
  person: ProfileCard | null;
}

@ObjectType({ description: "A recruiter's file matched against the index, row by row; nothing is charged or saved." })
export class PeopleMatchResult {
  @Field(() => [PersonMatchRow])
  rows: PersonMatchRow[];

  @Field(() => Int)
  exact: number;

  @Field(() => Int)
  probable: number;

  @Field(() => Int)
  notFound: number;
}
