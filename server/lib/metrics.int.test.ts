/** GET /metrics: off by default, bearer-guarded when METRICS_TOKEN is set, and the figures operators read. */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';
let context: TestContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

describe('GET /metrics', () => {
  it('does not exist unless METRICS_TOKEN is set', async () => {
    context = await createTestContext();
    expect((await context.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it('answers 401 without the bearer token, or with a wrong one', async () => {
    context = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN]) {
      const response = await context.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('reports request latency by route pattern, open sockets, job queue depth and registered gauges', async () => {
    context = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
    context.app.services.metrics.registerGauge('coinmates_test_queue_depth', 'A gauge another module registered', async () => 7);
    expect((await context.app.inject({ url: '/api/cryptos/3' })).statusCode).toBe(200);
    expect((await context.app.inject({ url: '/api/no-such-route-abc' })).statusCode).toBe(404);

    const response = await context.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/cryptos\/:id",status_code="200"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 1/);
    expect(text).not.toContain('no-such-route-abc');
    expect(text).toMatch(/^coinmates_job_queue_depth 0$/m);
    expect(text).toMatch(/^coinmates_live_sockets 0$/m);
    expect(text).toMatch(/^coinmates_test_queue_depth 7$/m);
    expect(text).toContain('process_cpu_user_seconds_total');
  });
});
