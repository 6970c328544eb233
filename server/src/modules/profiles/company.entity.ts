import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { COUNTRY_CODE } from './profile.entity';

/**
 * The domain of a company met without one (an imported file that named it alone): under .invalid
 * (RFC 2606), so that it reaches no one and the companies' unique domain holds; not a domain known.
 */
export const UNKNOWN_DOMAIN_SUFFIX = '.invalid';
export const unknownCompanyDomain = (id: number | string) => `company-${id}${UNKNOWN_DOMAIN_SUFFIX}`;

/** A company of the people index (generated locally, or known from a data provider). */
@Entity({ name: 'companies' })
// lower(name), for imports that find a company by its name (migration CompanyNameIndex): an
// expression index, which TypeORM cannot declare.
@Index('IDX_companies_lower_name', { synchronize: false })
export class Company {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Index('UQ_companies_domain', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  domain: string;

  @Column({ type: 'varchar', length: 64 })
  industry: string;

  /** Head-count band, e.g. '51-200'. */
  @Column({ type: 'varchar', length: 16 })
  size: string;

  @Column({ name: 'country_code', type: 'char', length: 2, transformer: COUNTRY_CODE })
  countryCode: string;
}
