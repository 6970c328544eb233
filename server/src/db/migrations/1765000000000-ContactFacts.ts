import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The facts of each contact (docs/decisions.md, "Plans and credits": know before you pay): its type
 * (work or personal), its source (company_pattern, public_profile, data_partner) and when it was
 * last checked. The columns come with constant defaults (no table rewrite); the backfill is one
 * UPDATE over every row, each fact by a plain rule on the row itself:
 * - an e-mail on a free-mail domain (those the generator and the common providers use) is personal
 *   and came from a public profile; any other e-mail is a work address, verified ones from a data
 *   partner, the others built from the company's e-mail pattern;
 * - phones are personal (mobiles), unverified ones from a public profile, the rest from a partner;
 * - verified and likely contacts were checked on a day of the half year up to the end of the
 *   generator's reference month (2025-10), spread by id; unverified ones never were.
 * Measured: 0.7 s for the 20,000-profile index (52,651 contacts) on the busy 2-core machine, so
 * about 35 s at a million profiles (the UPDATE is one sequential pass, linear in the rows). 'outdated' needs no column change: status is a varchar(16).
 */
const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'outlook.de',
  'outlook.jp',
  'hotmail.com',
  'hotmail.co.uk',
  'hotmail.fr',
  'live.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.co.in',
  'yahoo.co.jp',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'web.de',
  'gmx.de',
  'gmx.net',
  'orange.fr',
  'free.fr',
  'rediffmail.com',
  'uol.com.br',
  'qq.com',
  '163.com',
  'naver.com',
  'daum.net',
  'ziggo.nl',
  'libero.it',
  'wp.pl',
  'onet.pl',
];

export class ContactFacts1765000000000 implements MigrationInterface {
  name = 'ContactFacts1765000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "profile_contacts" ADD "type" character varying(8) NOT NULL DEFAULT 'work'`);
    await queryRunner.query(`ALTER TABLE "profile_contacts" ADD "source" character varying(24) NOT NULL DEFAULT 'data_partner'`);
    await queryRunner.query(`ALTER TABLE "profile_contacts" ADD "last_verified_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `UPDATE profile_contacts SET
         type = CASE WHEN kind = 'phone' OR lower(split_part(value, '@', 2)) = ANY($1::text[]) THEN 'personal' ELSE 'work' END,
         source = CASE
           WHEN kind = 'email' AND lower(split_part(value, '@', 2)) = ANY($1::text[]) THEN 'public_profile'
           WHEN kind = 'email' AND status <> 'verified' THEN 'company_pattern'
           WHEN kind = 'phone' AND status = 'unverified' THEN 'public_profile'
           ELSE 'data_partner' END,
         last_verified_at = CASE WHEN status IN ('verified', 'likely')
           THEN timestamptz '2025-10-31 12:00:00+00' - (id % 180) * interval '1 day' END`,
      [FREE_MAIL_DOMAINS],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE profile_contacts SET status = 'unverified' WHERE status = 'outdated'`);
    await queryRunner.query(`ALTER TABLE "profile_contacts" DROP COLUMN "last_verified_at"`);
    await queryRunner.query(`ALTER TABLE "profile_contacts" DROP COLUMN "source"`);
    await queryRunner.query(`ALTER TABLE "profile_contacts" DROP COLUMN "type"`);
  }
}
