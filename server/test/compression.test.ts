import { API_COMPRESS_MIN_BYTES } from '../src/app';
import { startTestServer, TestServer } from './helpers';

/** What an integrator sees on the wire: short API answers plain, long ones gzipped when asked for. */
describe('compression of API answers', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  const post = (query: string) =>
    fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query }),
    });

  it('sends an answer that fits in one round trip as it is, with its length', async () => {
    const res = await post('{ __schema { types { name kind } } }');
    const text = await res.text();
    expect(res.status).toBe(200);
    // Long enough that a plain 1 KB threshold would have compressed it, short of one round trip.
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024);
    expect(Buffer.byteLength(text)).toBeLessThan(API_COMPRESS_MIN_BYTES);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text).data.__schema.types.length).toBeGreaterThan(10);
  });

  it('gzips a larger answer for a client that accepts it', async () => {
    const res = await post('{ __schema { types { name description fields { name description args { name description } } } } }');
    const body = (await res.json()) as any;
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.stringify(body).length).toBeGreaterThan(API_COMPRESS_MIN_BYTES);
    expect(body.data.__schema.types.length).toBeGreaterThan(10);
  });

  it('sends the larger answer plain to a client that does not accept gzip', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
      body: JSON.stringify({ query: '{ __schema { types { name description fields { name description } } } }' }),
    });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(((await res.json()) as any).data.__schema.types.length).toBeGreaterThan(10);
  });
});
