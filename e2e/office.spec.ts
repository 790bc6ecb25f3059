import { createUserViaApi, expect, expectAccessible, test, hydrated } from './support/fixtures';
import { passQuizViaApi } from './support/quiz';

test('a user completes a module and masters a term, then sees points, level progress and an earned achievement', async ({ page }) => {
  await createUserViaApi(page.request, { displayName: 'Office Olive' });
  expect((await page.request.post('/api/learning/progress', { data: { moduleId: 1, completed: false } })).ok()).toBe(true);
  const graded = await passQuizViaApi(page.request, 1, '01-bitcoin-basics.json');
  expect(graded.ok(), await graded.text()).toBe(true);
  expect((await graded.json()) as { passed: boolean }).toMatchObject({ passed: true });
  const reviewed = await page.request.post('/api/vocabulary/user/progress', { data: { termId: 1, learned: true, mastered: true } });
  expect(reviewed.ok(), await reviewed.text()).toBe(true);

  await page.goto('/profile');

  await hydrated(page);
  await page.getByRole('tab', { name: 'Office' }).click();
  const points = (await (await page.request.get('/api/gamification/points')).json()) as { total: number; level: number; progressPercent: number };
  // 100 for the module + 10 for the term + the daily login + First Lesson and First Word.
  expect(points.total).toBeGreaterThanOrEqual(170);
  await expect(page.getByText(`${points.progressPercent}%`).first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `Progress to level ${points.level + 1}` })).toBeVisible();
  await expect(page.getByText('Terms mastered')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Achievements' }).click();
  await expect(page.getByText('First Lesson').first()).toBeVisible();
  await expect(page.getByText('First Word').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Points' }).click();
  await expect(page.getByText(/premium/i).first()).toBeVisible();
});
