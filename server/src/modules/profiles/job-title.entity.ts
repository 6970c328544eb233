import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The dictionary of current job titles in the index (one row per distinct lower-cased title: a few
 * hundred to a few thousand). A title in a search is matched here, as a phrase, to the titles it
 * stands for; the search then asks profile_search for those keys.
 */
@Entity({ name: 'job_titles' })
export class JobTitle {
  @PrimaryColumn({ name: 'title_key', type: 'varchar', length: 200 })
  titleKey: string;

  @Column({ type: 'tsvector' })
  doc: string;
}
