import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signUp, startTestServer, type TestServer } from './helpers';
import { SRE } from './job-descriptions.fixture';

/**
 * A job description read with the configured model (ANALYSIS_LLM_URL), against a local stand-in of
 * an OpenAI-compatible chat-completions API started here: what the model reads is added where the
 * rules found nothing, never replacing them; a model that fails, is slow, answers nonsense or is over
 * its budget leaves the rules' reading; the same description is asked once.
 */

const SRE_ANSWER = {
  title: 'Site Reliability Engineer',
  place: 'Toronto',
  remote: false,
  relocation: false,
  yearsMin: null,
  yearsMax: null,
  industry: null,
  mustHaveSkills: ['Terraform', 'Kubernetes', 'Prometheus'],
  niceToHaveSkills: [],
};

type Reply = { status: number; body: unknown; delayMs?: number };
let reply: (request: { model: string; system: string; user: string }) => Reply;
const asked: Array<{ model: string; user: string; authorization?: string }> = [];
const chat = (content: unknown): Reply => ({
  status: 200,
  body: { choices: [{ message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) } }] },
});

let standIn: http.Server;
let t: TestServer;
let rulesOnly: TestServer;
beforeAll(async () => {
  standIn = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { model: string; messages: Array<{ role: string; content: string }> };
      const request = { model: body.model, system: body.messages[0].content, user: body.messages[1].content };
      asked.push({ model: request.model, user: request.user, authorization: req.headers.authorization });
      const { status, body: answer, delayMs } = req.url === '/v1/chat/completions' ? reply(request) : { status: 404, body: {} };
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      }, delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', () => resolve()));
  const port = (standIn.address() as AddressInfo).port;
  [t, rulesOnly] = await Promise.all([
    startTestServer({
      ANALYSIS_LLM_URL: `http://127.0.0.1:${port}/v1`,
      ANALYSIS_LLM_MODEL: 'reader-1',
      ANALYSIS_LLM_API_KEY: 'sk-test',
      PROVIDER_TIMEOUT_MS: '1000',
      PROVIDER_USER_DAILY_BUDGET: '3',
      // Each failure below on its own: the circuit that opens after many is the guard's (people-data.test.ts).
      PROVIDER_CIRCUIT_MIN_CALLS: '1000',
    }),
    startTestServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), rulesOnly?.close()]);
  standIn?.closeAllConnections();
  await new Promise<void>((resolve) => standIn.close(() => resolve()));
});
beforeEach(() => {
  asked.length = 0;
  reply = () => chat(SRE_ANSWER);
});

const READ = `query Read($text: String!) { readJobDescription(text: $text) { query mustHave mustHaveSkills niceToHave readBy } }`;
type Reading = { query: string; mustHave: string[]; mustHaveSkills: string[]; niceToHave: string[]; readBy: string };
async function readWith(server: TestServer, token: string, text: string): Promise<Reading> {
  const res = await server.gql(READ, { text }, { token });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.readJobDescription as Reading;
}

describe('a job description read with the configured model', () => {
  it("adds the role the rules missed, keeps the rules' place and skills, and the query it makes searches", async () => {
    const { token } = await signUp(t);
    const rules = await readWith(rulesOnly, (await signUp(rulesOnly)).token, SRE);
    expect(rules.readBy).toBe('rules');
    expect(rules.query).toMatch(/^people in Toronto/);

    const reading = await readWith(t, token, SRE);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ model: 'reader-1', user: SRE, authorization: 'Bearer sk-test' });
    expect(reading.readBy).toBe('model');
    expect(reading.query).toMatch(/^site reliability engineer in Toronto, Canada who know Terraform, Kubernetes/i);
    expect(reading.mustHave).toEqual(expect.arrayContaining(['title', ...rules.mustHave]));
    expect(reading.mustHaveSkills.slice(0, rules.mustHaveSkills.length)).toEqual(rules.mustHaveSkills);

    const search = await t.gql(
      `query S($input: SearchInput!) { searchProfiles(input: $input) { exactTotal } }`,
      { input: { type: 'ai', query: reading.query, mustHave: reading.mustHave } },
      { token },
    );
    expect(search.body.errors).toBeUndefined();
  });

  it('asks once for the same description: the answer is kept, and the ledger says so', async () => {
    const { token } = await signUp(t);
    const text = `${SRE}\nWe answer every application.`;
    const first = await readWith(t, token, text);
    const again = await readWith(t, token, text);
    expect(asked).toHaveLength(1);
    expect(again).toEqual(first);
    const outcomes = (await t.ds.query(
      `SELECT outcome FROM provider_calls WHERE provider = 'model' AND operation = 'read-job-description' ORDER BY id DESC LIMIT 2`,
    )) as Array<{ outcome: string }>;
    expect(outcomes.map((o) => o.outcome)).toEqual(['cached', 'match']);
  });

  it.each([
    ['an HTTP error', (): Reply => ({ status: 500, body: { error: 'boom' } })],
    ['a reply that is not JSON', (): Reply => chat('Sure! The title is SRE.')],
    ['a reply of another shape', (): Reply => chat({ jobTitle: 'Site Reliability Engineer' })],
    ['no answer within the time limit', (): Reply => ({ ...chat(SRE_ANSWER), delayMs: 3000 })],
  ])("leaves the rules' reading on %s", async (_what, failing) => {
    reply = failing;
    const { token } = await signUp(t);
    const text = `${SRE}\nWe tried ${_what}.`;
    const started = Date.now();
    const reading = await readWith(t, token, text);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(asked.length).toBeGreaterThan(0);
    expect(reading).toEqual(await readWith(rulesOnly, (await signUp(rulesOnly)).token, text));
  });

  it("stops asking the model once the user's daily budget is spent, and the rules read on", async () => {
    const { token } = await signUp(t);
    for (let i = 1; i <= 3; i++) expect((await readWith(t, token, `${SRE}\nOpening ${i}.`)).readBy).toBe('model');
    expect(asked).toHaveLength(3);
    const fourth = await readWith(t, token, `${SRE}\nOpening 4.`);
    expect(asked).toHaveLength(3);
    expect(fourth.readBy).toBe('rules');
    expect(fourth.query).toMatch(/^people in Toronto/);
  });

  it('reads over REST too, with the same answer', async () => {
    const { token } = await signUp(t);
    const text = `${SRE}\nApply over REST.`;
    const res = await t.rest('POST', '/api/search/job-description', { text }, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(await readWith(t, token, text));
    expect(res.body.data.readBy).toBe('model');
  });
});
