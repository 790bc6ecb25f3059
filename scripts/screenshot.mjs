// Takes screenshots of app pages at phone (390x844) and desktop (1280x800) sizes, for looking at what
// we built: node scripts/screenshot.mjs http://localhost:5000 /discover /auth?mode=login
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

const [baseUrl, ...pagePaths] = process.argv.slice(2);
if (!baseUrl || pagePaths.length === 0) {
  console.error('usage: node scripts/screenshot.mjs <base-url> <path> [path...]');
  process.exit(1);
}
const outDir = process.env.SCREENSHOT_DIR ?? 'reports/screenshots';
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: await findChromium({ install: false }),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const pagePath of pagePaths) {
    await page.goto(new URL(pagePath, baseUrl).toString(), { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    const name = pagePath.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root';
    const file = `${outDir}/${name}-${label}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === '1' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
