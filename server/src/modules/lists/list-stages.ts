import { registerEnumType } from 'type-graphql';

/**
 * Where a recruiter is with a person of a list; 'new' when added. The one source of the stages: the
 * column's type and CHECK (profile-list-item.entity.ts), the GraphQL enum ListStage below, the
 * input check and the export's labels (list-export.ts) all read it. The database's CHECK was
 * written by a migration; server/test/schema.test.ts checks that it allows exactly these.
 */
export const LIST_STAGES = ['new', 'contacted', 'replied', 'interviewing', 'not_a_fit'] as const;
export type ListStage = (typeof LIST_STAGES)[number];

/** LIST_STAGES as the GraphQL enum ListStage; on the wire and in the database each value is the stage itself. */
export const ListStage = Object.fromEntries(LIST_STAGES.map((stage) => [stage, stage])) as { readonly [K in ListStage]: K };
registerEnumType(ListStage, {
  name: 'ListStage',
  description: 'Where you are with a person of a list: new (when added), contacted, replied, interviewing, or not a fit.',
});

/** The SQL of the stage column's CHECK constraint (CHK_profile_list_items_stage). */
export const LIST_STAGE_CHECK = `"stage" IN (${LIST_STAGES.map((stage) => `'${stage}'`).join(', ')})`;
