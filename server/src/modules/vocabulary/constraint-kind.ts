import { registerEnumType } from 'type-graphql';

/** What a search constraint constrains: the kinds of ConstraintCheck (a result's match), one closed set. */
export const CONSTRAINT_KINDS = [
  'title',
  'seniority',
  'function',
  'location',
  'currentCompany',
  'pastCompany',
  'industry',
  'pastIndustry',
  'skill',
  'years',
  'school',
  'degree',
  'remote',
  'relocation',
  'keywords',
  'similar',
] as const;
export type ConstraintKindName = (typeof CONSTRAINT_KINDS)[number];

/** CONSTRAINT_KINDS as a GraphQL enum; on the wire each value is the kind itself, as the String it replaced. */
export const ConstraintKind = Object.fromEntries(CONSTRAINT_KINDS.map((kind) => [kind, kind])) as {
  readonly [K in ConstraintKindName]: K;
};
registerEnumType(ConstraintKind, {
  name: 'ConstraintKind',
  description: `What a search constraint constrains: ${CONSTRAINT_KINDS.join(', ')}.`,
});
