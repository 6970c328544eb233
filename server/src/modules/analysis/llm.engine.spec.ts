import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AS_OF, evidenceIn, FLAT, isRealRole } from '../../../test/analysis.fixtures';
import { ProfileAnalysisSchema } from './analysis.types';
import { LlmEngine, type LlmReply } from './llm.engine';
import { analyseWithRules } from './rules.engine';

/**
 * The LLM engine against a real HTTP server on 127.0.0.1 that plays an OpenAI-compatible
 * chat-completions endpoint: what it answers is set per test.
 */

type Reply = { status?: number; content?: string; raw?: string; delayMs?: number };
let next: Reply = {};
const requests: Array<{ path: string; auth: string | undefined; body: any }> = [];
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(data) });
      const { status = 200, content, raw, delayMs = 0 } = next;
      const timer = setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(raw ?? JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
      }, delayMs);
      res.on('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests.length = 0;
});

const rules = analyseWithRules(FLAT, AS_OF);
const roles = rules.professionalJourney.workExperiences;
const role = (i: number) => ({ title: roles[i].title, company: roles[i].company, start: roles[i].start, end: roles[i].end });
const evidence = (...idx: number[]) => ({ roles: idx.map(role), from: roles[idx[idx.length - 1]].start, to: '2025-10' });

/** A reply a good model would give about FLAT. */
const VALID: LlmReply = {
  profileSummary: 'Ada is a senior backend engineer at Northpeak, promoted twice in nine years.',
  keySkillsAndExpertise: 'Go services, payments and Kubernetes, across fintech and SaaS.',
  keySkills: ['Go', 'Kubernetes', 'PostgreSQL'],
  assessmentEvidence: evidence(0, 2),
  stability: { value: 8, label: 'High', explanation: 'Stays about four and a half years per employer.', evidence: evidence(0, 1, 2, 3) },
  mobility: { value: 6, label: 'Medium', explanation: 'Almost four years in the current role.', evidence: evidence(0) },
  swot: {
    strengths: [{ text: 'Promoted within both employers.', evidence: evidence(0, 1, 2, 3) }],
    weaknesses: [{ text: 'Only two employers so far.', evidence: evidence(0, 2) }],
    opportunities: [{ text: 'Due for a staff-level step.', evidence: evidence(0) }],
    threats: [{ text: 'Settled at Northpeak.', evidence: evidence(0, 1) }],
  },
  roleRecommendations: [{ text: 'Staff Backend Engineer at a payments company.', evidence: evidence(0, 2) }],
};

function engine(timeoutMs = 2000) {
  const fallbacks: string[] = [];
  const e = new LlmEngine(
    { baseUrl, model: 'test-model', apiKey: 'sk-test', timeoutMs },
    { cooldownMs: 0, onFallback: (reason) => fallbacks.push(reason) },
  );
  return { e, fallbacks };
}

describe('the LLM engine', () => {
  it('uses a valid reply: the model writes the judgement, the facts stay computed', async () => {
    next = { content: JSON.stringify({ ...VALID, stability: { ...VALID.stability, label: 'Low' } }) };
    const { e, fallbacks } = engine();
    const a = await e.analyse(FLAT, AS_OF);
    expect(fallbacks).toEqual([]);
    expect(ProfileAnalysisSchema.parse(a)).toEqual(a);
    expect(a).toMatchObject({ engine: 'llm', model: 'test-model', engineVersion: 'llm-1:test-model' });
    expect(a.professionalJourney.profileSummary).toBe(VALID.profileSummary);
    expect(a.insights.swot).toEqual(VALID.swot);
    expect(a.insights.stability).toMatchObject({ value: 8, label: 'High' }); // the label follows the value
    expect(a.insights.careerMetrics).toEqual(rules.insights.careerMetrics);
    expect(a.insights.progression).toEqual(rules.insights.progression);
    for (const { evidence: ev } of evidenceIn(a)) for (const ref of ev.roles) expect(isRealRole(ref, roles)).toBe(true);

    // The request: OpenAI-compatible, JSON mode, the bearer key, the profile's roles.
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.auth).toBe('Bearer sk-test');
    expect(req.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } });
    expect(req.body.messages[0]).toMatchObject({ role: 'system' });
    expect(req.body.messages[0].content).toContain('"roleRecommendations"');
    expect(JSON.parse(req.body.messages[1].content).profile.workExperiences).toEqual(roles);
  });

  it("keeps the rules' claims for a SWOT part the model left empty", async () => {
    next = { content: JSON.stringify({ ...VALID, swot: { ...VALID.swot, weaknesses: [], threats: [] } }) };
    const { e, fallbacks } = engine();
    const a = await e.analyse(FLAT, AS_OF);
    expect(fallbacks).toEqual([]);
    expect(a.insights.swot.strengths).toEqual(VALID.swot.strengths);
    expect(a.insights.swot.weaknesses).toEqual(rules.insights.swot.weaknesses);
    expect(a.insights.swot.threats).toEqual(rules.insights.swot.threats);
    expect(a.insights.swot.threats.length).toBeGreaterThan(0);
  });

  it('reads a valid reply that a server fenced as a code block', async () => {
    next = { content: '```json\n' + JSON.stringify(VALID) + '\n```' };
    const { e, fallbacks } = engine();
    expect((await e.analyse(FLAT, AS_OF)).engine).toBe('llm');
    expect(fallbacks).toEqual([]);
  });

  it('falls back to the rules on a reply that is not JSON', async () => {
    next = { content: 'Sure! Here is the analysis: {"profileSummary": ' };
    const { e, fallbacks } = engine();
    expect(await e.analyse(FLAT, AS_OF)).toEqual(rules);
    expect(fallbacks).toEqual(['the reply is not valid JSON']);
  });

  it('falls back on a body that is not a chat completion', async () => {
    next = { raw: '<html>gateway</html>' };
    const { e, fallbacks } = engine();
    expect(await e.analyse(FLAT, AS_OF)).toEqual(rules);
    expect(fallbacks).toHaveLength(1);
  });

  it('falls back on a reply of the wrong shape', async () => {
    next = { content: JSON.stringify({ ...VALID, stability: { ...VALID.stability, value: 11 } }) };
    const { e, fallbacks } = engine();
    expect((await e.analyse(FLAT, AS_OF)).engine).toBe('rules');
    expect(fallbacks[0]).toMatch(/does not match the schema: stability\.value/);
  });

  it('falls back when the evidence names a role the profile does not have', async () => {
    const invented = {
      ...VALID,
      swot: {
        ...VALID.swot,
        strengths: [
          {
            text: 'Was CTO at Google.',
            evidence: { roles: [{ title: 'CTO', company: 'Google', start: '2019-01', end: null }], from: '2019-01', to: '2025-10' },
          },
        ],
      },
    };
    next = { content: JSON.stringify(invented) };
    const { e, fallbacks } = engine();
    expect(await e.analyse(FLAT, AS_OF)).toEqual(rules);
    expect(fallbacks[0]).toMatch(/strengths\[0\] names a role the profile does not have: CTO at Google/);
  });

  it('falls back when a claim names no role at all', async () => {
    next = {
      content: JSON.stringify({ ...VALID, roleRecommendations: [{ text: 'Anything.', evidence: { roles: [], from: null, to: null } }] }),
    };
    const { e, fallbacks } = engine();
    expect((await e.analyse(FLAT, AS_OF)).engine).toBe('rules');
    expect(fallbacks[0]).toMatch(/names no role/);
  });

  it('falls back on an HTTP 500', async () => {
    next = { status: 500, raw: JSON.stringify({ error: { message: 'overloaded' } }) };
    const { e, fallbacks } = engine();
    expect(await e.analyse(FLAT, AS_OF)).toEqual(rules);
    expect(fallbacks).toEqual(['the model answered HTTP 500']);
  });

  it('falls back within about the time limit when the model is slow', async () => {
    next = { content: JSON.stringify(VALID), delayMs: 3000 };
    const { e, fallbacks } = engine(300);
    const started = performance.now();
    const a = await e.analyse(FLAT, AS_OF);
    const took = performance.now() - started;
    expect(a).toEqual(rules);
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(1000);
    expect(fallbacks).toEqual(['the model did not answer within 300 ms']);
  });

  it('falls back when the model cannot be reached, and then waits out the cool-down before asking again', async () => {
    const fallbacks: string[] = [];
    const e = new LlmEngine(
      { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 1000 },
      { cooldownMs: 60_000, onFallback: (r) => fallbacks.push(r) },
    );
    expect((await e.analyse(FLAT, AS_OF)).engine).toBe('rules');
    expect((await e.analyse(FLAT, AS_OF)).engine).toBe('rules');
    expect(fallbacks).toHaveLength(2);
    expect(fallbacks[1]).toMatch(/failed moments ago/);
  });
});
