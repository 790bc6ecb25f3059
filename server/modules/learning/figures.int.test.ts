import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('lesson figures', () => {
  it('are served at the hashed URL the module HTML names: SVG, immutable, no script allowed', async () => {
    const module = (await context.app.inject({ method: 'GET', url: '/api/learning/modules/27' })).json() as { content: string };
    const src = /<img src="(\/figures\/merkle-tree\.[0-9a-f]{12}\.svg)" alt="[^"]+" \/>/.exec(module.content)?.[1];
    expect(src).toBeDefined();
    const response = await context.app.inject({ method: 'GET', url: src! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.body).toMatch(/^<svg /);
    expect(response.body).toContain('Merkle');
  });

  it('answer 404 for a stale hash, an unknown name or a path trick', async () => {
    for (const url of ['/figures/merkle-tree.000000000000.svg', '/figures/nope.svg', '/figures/..%2Fpackage.json', '/figures/merkle-tree.svg.map']) {
      expect((await context.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const plain = await context.app.inject({ method: 'GET', url: '/figures/merkle-tree.svg' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=300');
  });
});
