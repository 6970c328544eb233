import type { ListStage } from '../../graphql/generated';

/** The stages' labels, keyed by the server's enum (a new stage fails type-checking here). */
export const STAGE_LABELS: Record<ListStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  replied: 'Replied',
  interviewing: 'Interviewing',
  not_a_fit: 'Not a fit',
};
