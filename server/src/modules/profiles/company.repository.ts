import type { DataSource, EntityManager } from 'typeorm';
import { Company } from './company.entity';

/** The reads of companies the app makes (the seed command writes the table). */
export class CompanyRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** Every company's id, name and industry, by id. */
  async directory(): Promise<Array<Pick<Company, 'id' | 'name' | 'industry'>>> {
    return this.db.getRepository(Company).find({ select: { id: true, name: true, industry: true }, order: { id: 'ASC' } });
  }
}
