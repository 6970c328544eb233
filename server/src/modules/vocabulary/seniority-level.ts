import { registerEnumType } from 'type-graphql';
import { SENIORITY_LEVELS, type SeniorityKey } from './vocabulary.types';

/** The seniority levels of SENIORITY_LEVELS as a GraphQL enum; on the wire each value is the level itself ('entry' ... 'executive'). */
export const SeniorityLevel = Object.fromEntries(SENIORITY_LEVELS.map((level) => [level, level])) as { readonly [K in SeniorityKey]: K };
registerEnumType(SeniorityLevel, {
  name: 'SeniorityLevel',
  description: `Seniority, lowest first: ${SENIORITY_LEVELS.join(', ')}.`,
});
