import { expect, test } from './support/fixtures';

/**
 * The browsable API document (docs/decisions/032-api-contract-and-openapi.md): Swagger UI at /api/docs renders
 * every operation under the app's own Content-Security-Policy, with nothing blocked.
 */
test('the API docs page lists the operations under the app CSP, without violations', async ({ page }, testInfo) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Coinmates API/ })).toBeVisible();
  await expect(page.getByText('/api/auth/login', { exact: true })).toBeVisible();
  await page.getByText('/api/auth/login', { exact: true }).click();
  await expect(page.getByText('4XX').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`api-docs-${testInfo.project.name}.png`) });
  expect(violations.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual((page.viewportSize()?.width ?? 0) + 1);
});
