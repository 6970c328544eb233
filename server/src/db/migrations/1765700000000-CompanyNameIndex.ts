import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Imports find a company without a known website by its name, compared case-blind
 * (modules/imports/import-writer.repository.ts): an index on lower(name), so that the look-up of a
 * batch's companies stays an index scan however many companies imports have added.
 */
export class CompanyNameIndex1765700000000 implements MigrationInterface {
  name = 'CompanyNameIndex1765700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_companies_lower_name" ON "companies" (lower("name"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_companies_lower_name"`);
  }
}
