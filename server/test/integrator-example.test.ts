import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { prospect } from '../../examples/integrator/prospect';
import { newUser } from './factories';
import { startTestServer, type TestServer } from './helpers';

/**
 * The example for integrators (docs/features/integrators.md), run as written against a real
 * server: the curl block (read from that page between its markers) and the typed client in
 * examples/integrator.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function apiKeyOf(token: string): Promise<string> {
  const r = await t.gql('mutation { createApiKey(input: { name: "Example" }) { key } }', {}, { token });
  return r.body.data.createApiKey.key as string;
}

const credits = async (userId: string) =>
  Number((await t.ds.query('SELECT remaining_credits FROM users WHERE id = $1', [userId]))[0].remaining_credits);

const EXAMPLE_PAGE = path.resolve(__dirname, '..', '..', 'docs', 'features', 'integrators.md');

function exampleCurlBlock(): string {
  const page = fs.readFileSync(EXAMPLE_PAGE, 'utf8');
  const match = /<!-- integrator-curl -->\s*```bash\n([\s\S]*?)```\s*<!-- \/integrator-curl -->/.exec(page);
  if (!match) throw new Error('docs/features/integrators.md has no integrator-curl block');
  return match[1];
}

describe('the documented example for integrators', () => {
  it('the curl block searches, opens a profile, reveals its contacts for 1 credit and lists it', async () => {
    const owner = await newUser(t);
    const key = await apiKeyOf(owner.token);
    const out = await new Promise<string>((resolve, reject) =>
      execFile(
        'bash',
        ['-euo', 'pipefail', '-c', exampleCurlBlock()],
        { env: { PATH: process.env.PATH, TALENTLENS_URL: t.url, TALENTLENS_API_KEY: key }, timeout: 30_000 },
        (err, stdout, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout)),
      ),
    );
    const answers = out
      .trim()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as { data?: Record<string, unknown>; errors?: unknown });
    expect(answers.map((a) => a.errors)).toEqual([undefined, undefined, undefined]);
    const [opened, revealed, listed] = answers.map((a) => a.data!);
    expect(opened.profile).toMatchObject({ fullName: expect.any(String), skills: expect.any(Array) });
    expect(revealed.revealContacts).toMatchObject({ charged: true });
    expect(listed.addProfileToList).toEqual({ added: true, list: { name: 'From the API', profileCount: 1 } });
    expect(await credits(owner.id)).toBe(4);
  });

  it('the typed client does the same, and a second reveal of the same person is free', async () => {
    const owner = await newUser(t);
    const key = await apiKeyOf(owner.token);
    const first = await prospect(t.url, key, 'software engineers in London', 'Typed');
    expect(first).toMatchObject({ found: expect.any(Number), charged: true, creditsLeft: 4, list: 'Typed: 1 profile(s)' });
    expect(first.found).toBeGreaterThan(0);
    const again = await prospect(t.url, key, 'software engineers in London', 'Typed again');
    expect(again).toMatchObject({ person: first.person, charged: false, creditsLeft: 4 });
  });
});
