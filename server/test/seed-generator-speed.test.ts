import { generateCompanies } from '../src/seed/companies';
import { generateProfile } from '../src/seed/generator';

/**
 * The generator's speed, which every first start and every test run's seeding pay for. Timed here
 * rather than beside the generator's unit tests, which must stay quick (and a timing is a poor
 * unit test on a busy machine).
 */
it('generates 20,000 profiles well under a second or two', () => {
  const companies = generateCompanies(42);
  const started = Date.now();
  for (let i = 0; i < 20_000; i++) generateProfile(42, i, companies);
  expect(Date.now() - started).toBeLessThan(4000);
});
