/**
 * The taps bench/inp.ts measures and bench/inp-profile.ts profiles, on the phone profile both use: each loads
 * its page, taps once and waits for the app's answer (its sentinel), so the paint has happened.
 */
import type { Page } from '@playwright/test';

export interface InpScenario {
  name: string;
  /** `:matchId` stands for the bench member's conversation. */
  path: string;
  /** Signed in as the bench member (a match and a conversation). */
  isMember?: boolean;
  /** Taps the control and waits until the app has answered it (the sentinel), so the paint has happened. */
  tap: (page: Page) => Promise<void>;
}

export const INP_SCENARIOS = {
  discover: {
    name: 'Discover: Like',
    path: '/discover',
    async tap(page) {
      const card = page.getByTestId('top-card');
      await card.waitFor();
      const first = await card.getAttribute('aria-label');
      await page.getByRole('button', { name: 'Like', exact: true }).click();
      await page.waitForFunction((name) => document.querySelector('[data-testid="top-card"]')?.getAttribute('aria-label') !== name, first);
    },
  },
  learn: {
    name: 'Learn: All Modules tab',
    path: '/learn',
    async tap(page) {
      await page.getByRole('tab', { name: 'All Modules' }).click();
      await page.getByTestId('module-card').first().waitFor();
    },
  },
  chat: {
    name: 'Chat: Send',
    path: '/chat/:matchId',
    isMember: true,
    async tap(page) {
      const text = `Does slashing take the whole stake? ${Math.random().toString(36).slice(2, 8)}`;
      await page.getByRole('textbox', { name: 'Message' }).fill(text);
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.locator('li', { hasText: text }).first().waitFor();
    },
  },
  quiz: {
    name: 'Lesson: Quiz tab',
    path: '/learn/1',
    async tap(page) {
      await page.getByRole('tab', { name: 'Quiz' }).click();
      await page.getByRole('dialog', { name: 'Sign up to start learning' }).waitFor();
    },
  },
} satisfies Record<string, InpScenario>;
