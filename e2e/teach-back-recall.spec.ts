/**
 * A question the teacher wrote comes back a week after the answer (docs/decisions/061-teaching-that-sticks.md),
 * on phones: before the week both sides read when; a browser whose clock runs a week ahead shows the
 * question again with the first answer hidden, but the server keeps its own time and refuses the answer with
 * the date it opens. (The week passing on the server is tested in teach-back-recall.int.test.ts.)
 */
import { expect, test } from './support/fixtures';
import { layoutProblem } from './support/layout';
import { passQuizViaApi } from './support/quiz';
import { openMatchedPair } from './support/social';

const QUESTION = 'Who can move the coins in a self-custody wallet?';

test('a teacher-written card says when it comes back, and the server decides when that is', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const { pageA, pageB, matchId, alice, bob, close } = await openMatchedPair(browser, { alice: 'Alice', bob: 'Bob' });
  expect((await pageA.request.post('/api/learning/progress', { data: { moduleId: 1 } })).status()).toBeLessThan(300);
  expect((await passQuizViaApi(pageA.request, 1, '01-bitcoin-basics.json')).status()).toBe(200);
  const sent = await pageA.request.post(`/api/matches/${matchId}/teach-backs`, {
    data: { moduleId: 1, question: { kind: 'custom', question: QUESTION, options: ['The exchange', 'Whoever holds the seed phrase'], correctAnswer: 1, explanation: 'Keys, not accounts.' } },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await pageB.clock.install();
  await pageB.goto(`/chat/${matchId}`);
  const cardOnB = pageB.getByRole('article', { name: QUESTION });
  await cardOnB.getByRole('button', { name: 'Whoever holds the seed phrase' }).click();
  await expect(cardOnB.getByText(`remember it then and ${alice.displayName} earns credit for teaching that stuck.`, { exact: false })).toBeVisible();
  await pageA.goto(`/chat/${matchId}`);
  await expect(pageA.getByRole('article', { name: QUESTION }).getByText(`${bob.displayName} gets this question again on `, { exact: false })).toBeVisible();
  for (const width of [390, 320]) {
    await pageB.setViewportSize({ width, height: width === 320 ? 640 : 844 });
    expect(await layoutProblem(pageB, width)).toBeNull();
    await cardOnB.screenshot({ path: testInfo.outputPath(`recall-waiting-${width}.png`) });
  }

  // The marked answer keeps room for its text at 320 px (the mark wraps under it).
  expect(await cardOnB.getByText('Whoever holds the seed phrase').evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThanOrEqual(120);
  // Bob's browser runs eight days ahead: the card asks again, options unmarked...
  await pageB.clock.fastForward(8 * 86_400_000);
  await pageB.reload();
  await expect(cardOnB.getByText('A week later: do you still know it? Pick from memory.')).toBeVisible();
  await expect(cardOnB.getByText('Right answer')).toHaveCount(0);
  for (const width of [390, 320]) {
    await pageB.setViewportSize({ width, height: width === 320 ? 640 : 844 });
    expect(await layoutProblem(pageB, width)).toBeNull();
    await cardOnB.screenshot({ path: testInfo.outputPath(`recall-asking-${width}.png`) });
  }
  // ...but the server's week has not passed: the answer is refused with the date, and nothing is stored.
  await cardOnB.getByRole('button', { name: 'Whoever holds the seed phrase' }).click();
  await expect(pageB.getByTestId('toast-viewport').getByText(/This card comes back on \d{4}-\d{2}-\d{2}, a week after your answer\./)).toBeVisible();
  const history = (await (await pageA.request.get(`/api/matches/${matchId}/messages`)).json()) as Array<{ teachBack?: { question: string; recall: { result: unknown } | null } }>;
  expect(history.find((message) => message.teachBack?.question === QUESTION)?.teachBack?.recall).toMatchObject({ result: null });
  await close();
});
