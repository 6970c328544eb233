import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { Paginated } from '../../graphql/pagination';
import { SearchFilters, SearchTypeEnum } from './search-definition.types';

@ObjectType({ description: 'A search the user ran.' })
export class SearchHistoryItem {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  searchTerm: string;

  @Field(() => SearchTypeEnum)
  type: SearchTypeEnum;

  @Field(() => SearchFilters, { nullable: true })
  filters: SearchFilters | null;

  @Field(() => String, { nullable: true })
  persona: string | null;

  @Field(() => String, { nullable: true, description: 'For a persona search, the text that went with the preset.' })
  query: string | null;

  @Field(() => [String], { nullable: true, description: 'The must-haves chosen (SearchInput.mustHave); null: the defaults.' })
  mustHave: string[] | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt: Date;
}

@ObjectType({ description: "A page of the signed-in user's searches, newest first." })
export class SearchHistoryPage extends Paginated(SearchHistoryItem) {}
