import { IsInt, Max, Min } from 'class-validator';
import { ArgsType, type ClassType, Field, Int, ObjectType } from 'type-graphql';

/** The most items one page holds, and the furthest page one can ask for. */
export const PAGE_SIZE_MAX = 100;
export const PAGE_MAX = 10_000;
/** The page size when none is asked for. */
export const PAGE_SIZE_DEFAULT = 20;

/** Which page of a list to answer: page 1 is the newest items. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1, description: 'The page, from 1.' })
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(PAGE_MAX, { message: `page must be at most ${PAGE_MAX}` })
  page: number = 1;

  @Field(() => Int, { defaultValue: PAGE_SIZE_DEFAULT, description: `Items per page, 1 to ${PAGE_SIZE_MAX}.` })
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be 1 or more' })
  @Max(PAGE_SIZE_MAX, { message: `pageSize must be at most ${PAGE_SIZE_MAX}` })
  pageSize: number = PAGE_SIZE_DEFAULT;
}

/** The rows to skip and to take for a page, as a repository's find options. */
export function skipTake({ page, pageSize }: PageArgs): { skip: number; take: number } {
  return { skip: (page - 1) * pageSize, take: pageSize };
}

/** One page of a list, as the GraphQL type of its items' page (see Paginated). */
export interface PageOf<TItem> {
  items: TItem[];
  total: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
}

/** The page of `items` out of `total`, for the page args it was read with. */
export function pageOf<TItem>(items: TItem[], total: number, { page, pageSize }: PageArgs): PageOf<TItem> {
  return { items, total, page, pageSize, hasMore: page * pageSize < total };
}

/**
 * The GraphQL type of one page of a list of `itemClass`: a concrete type extends it and names
 * itself, e.g. `@ObjectType() class SearchHistoryPage extends Paginated(SearchHistoryItem) {}`.
 */
export function Paginated<TItem extends object>(itemClass: ClassType<TItem>) {
  // Abstract: never a type of its own in the schema; each subclass is one.
  @ObjectType()
  abstract class PaginatedResponse implements PageOf<TItem> {
    @Field(() => [itemClass], { description: 'The items of this page.' })
    items: TItem[];

    @Field(() => Int, { description: 'How many items there are over all pages.' })
    total: number;

    @Field(() => Int)
    page: number;

    @Field(() => Int)
    pageSize: number;

    @Field(() => Boolean, { description: 'True when a later page has items.' })
    hasMore: boolean;
  }
  return PaginatedResponse;
}
