/**
 * Renders the PWA icons (client/public/icons/*.png) from client/public/favicon.svg with the system
 * Chromium; the PNGs are committed. Run again after the logo changes:
 *   node --import tsx scripts/generate-icons.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..');
const svg = readFileSync(path.join(ROOT, 'client', 'public', 'favicon.svg'), 'utf8');
/** A maskable icon keeps its logo inside the middle 80% (the safe zone), on a full-bleed background. */
const ICONS = [
  { file: 'icon-192.png', size: 192, padding: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, padding: 0, background: 'transparent' },
  { file: 'maskable-512.png', size: 512, padding: 0.14, background: '#CC3B2B' },
  { file: 'apple-touch-icon.png', size: 180, padding: 0.08, background: '#CC3B2B' },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inset = Math.round(icon.size * icon.padding);
    await page.setContent(
      `<body style="margin:0;background:${icon.background}"><div style="width:${icon.size}px;height:${icon.size}px;padding:${inset}px;box-sizing:border-box">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
    );
    await page.screenshot({ path: path.join(ROOT, 'client', 'public', 'icons', icon.file), omitBackground: icon.background === 'transparent' });
    await page.close();
  }
} finally {
  await browser.close();
}
