import { hydrated, createUserViaApi, expect, expectAccessible, test, toasts } from './support/fixtures';
import { dismissMatchCelebrations, setLearningProfile, swipeViaApi, TEACHES_STAKING, TEACHES_TRADING } from './support/social';

/** Teaches what the user under test will want (two topics), so this pair outranks other test users. */
const TECHNICAL_TRADER = {
  expertiseAreas: ['Technical Analysis'],
  learningInterests: ['Staking'],
  learningGoals: [],
  preferredLearningStyle: 'Visual',
  communicationStyle: 'Direct',
};

test.describe('personality and matching', () => {
  test('a user swipes 5 coins, sees the personality, edits the learning profile and gets a match with reasons', async ({ page, playwright, baseURL }) => {
    // Someone who teaches Trading and wants Staking, already profiled.
    const otherRequest = await playwright.request.newContext({ baseURL });
    const other = await createUserViaApi(otherRequest, { displayName: `Tess ${Math.random().toString(36).slice(2, 7)}` });
    await setLearningProfile(otherRequest, TECHNICAL_TRADER);
    await swipeViaApi(otherRequest, [1, 2, 5, 12, 20]);

    await createUserViaApi(page.request, { displayName: 'Sam Staker' });
    await page.goto('/matches');
    await expect(page.getByRole('heading', { name: 'Profile Not Found' })).toBeVisible();
    await expect(page.getByText('Swipe at least 5 cryptocurrencies to generate your personality profile.')).toBeVisible();

    await page.goto('/');
    // Taps on the server's copy would be played back later; these five go straight to the app, in order.
    await hydrated(page);
    for (let swipe = 0; swipe < 5; swipe += 1) {
      const like = page.getByRole('button', { name: 'Like', exact: true });
      await expect(like).toBeEnabled();
      await like.click();
    }
    await page.goto('/matches');
    await expect(page.getByRole('heading', { name: 'Your Crypto Personality' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^The / })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /Risk Appetite: \d+ out of 100/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Matches' })).toBeVisible();
    await expect(page.getByText('No matches yet')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Edit learning preferences' }).first().click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByRole('button', { name: /Expertise areas/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Staking' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: /Learning interests/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Trading', exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Technical Analysis' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByLabel('Communication style').selectOption('Direct');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    // Toasts queue (one at a time, none lost): a live "New Match!" or an achievement may show first.
    await expect(toasts(page).getByText('Profile updated')).toBeVisible({ timeout: 20_000 });

    // The new match arrives live: the celebration, then the match with its reasons.
    const popup = page.getByRole('dialog', { name: "It's a Match!" });
    await expect(popup).toBeVisible();
    // Several matches can form at once; the celebration names the latest.
    await expect(popup.getByText(/^You and .+ both have compatible crypto personalities!$/)).toBeVisible();
    await popup.getByRole('button', { name: 'Continue Swiping' }).click();

    // The shared test database holds other tests' teachers too: one of them may match this user later, and its
    // celebration would cover the list (a modal hides the page from the accessibility tree). Dismiss each one,
    // without waiting for the dialog to go: a second queued celebration takes its place at once.
    await dismissMatchCelebrations(page);
    await page.goto('/matches');
    const card = page.getByRole('link', { name: new RegExp(`Chat with ${other.displayName}`) });
    await expect(card).toBeVisible();
    // The teaching reasons are summed up in one line under the chat link (docs/product.md section 10).
    await expect(page.getByRole('listitem').filter({ has: card }).getByText('You teach Staking · They teach Technical Analysis')).toBeVisible();
    await expect(card.getByText(/A different angle on/)).toBeVisible();
    await otherRequest.dispose();
  });

  test('one swipe that creates several matches celebrates every one of them, one popup after another', async ({ page, playwright, baseURL }) => {
    // Two people who teach what the user under test wants, both already profiled.
    const suffix = Math.random().toString(36).slice(2, 7);
    const partnerNames: string[] = [];
    for (const name of ['Pia', 'Quinn']) {
      const request = await playwright.request.newContext({ baseURL });
      const partner = await createUserViaApi(request, { displayName: `${name} ${suffix}` });
      await setLearningProfile(request, TEACHES_TRADING);
      await swipeViaApi(request, [1, 2, 5, 12, 20]);
      partnerNames.push(partner.displayName);
      await request.dispose();
    }
    await createUserViaApi(page.request, { displayName: `Rae ${suffix}` });
    await setLearningProfile(page.request, TEACHES_STAKING);
    await swipeViaApi(page.request, [1, 2, 5, 12]);

    // The fifth swipe completes the personality: matching runs once and finds both partners (and maybe users of
    // journeys running in parallel). Every match gets its own popup; none replaces another.
    await page.goto('/');
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    const popup = page.getByRole('dialog', { name: "It's a Match!" });
    const celebrated = new Set<string>();
    for (let shown = 0; shown < 40 && partnerNames.some((name) => !celebrated.has(name)); shown += 1) {
      await expect(popup).toBeVisible({ timeout: 20_000 });
      const text = (await popup.getByText(/^You and .+ both have compatible crypto personalities!$/).textContent()) ?? '';
      const name = partnerNames.find((candidate) => text.includes(candidate));
      if (name) celebrated.add(name);
      await popup.getByRole('button', { name: 'Continue Swiping' }).click();
      // The next popup (if any) is a new dialog: wait for this one to go before reading it.
      await expect(popup.getByText(text, { exact: true })).toBeHidden();
    }
    expect([...celebrated].sort()).toEqual([...partnerNames].sort());
  });

  test('a match made before the live connection was subscribed is still celebrated once it is (catch-up)', async ({ page, playwright, baseURL }) => {
    const suffix = Math.random().toString(36).slice(2, 7);
    const request = await playwright.request.newContext({ baseURL });
    const partner = await createUserViaApi(request, { displayName: `Sol ${suffix}` });
    await setLearningProfile(request, TEACHES_TRADING);
    await swipeViaApi(request, [1, 2, 5, 12, 20]);
    await request.dispose();
    await createUserViaApi(page.request, { displayName: `Tam ${suffix}` });
    await setLearningProfile(page.request, TEACHES_STAKING);
    await swipeViaApi(page.request, [1, 2, 5, 12]);

    // The page's live socket reaches the server only once the match exists: its new_match was published while
    // nobody of this user listened (a slow phone network, a socket still connecting or reconnecting).
    let letThrough: () => void = () => undefined;
    const isLetThrough = new Promise<void>((resolve) => (letThrough = resolve));
    await page.routeWebSocket(/\/ws/, async (socket) => {
      await isLetThrough;
      socket.connectToServer();
    });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect
      .poll(async () => ((await (await page.request.get('/api/matches')).json()) as Array<{ matchedUser: { id: number } }>).some((match) => match.matchedUser.id === partner.id), {
        timeout: 20_000,
      })
      .toBe(true);
    letThrough();

    // Users of journeys running in parallel may match too: each popup is closed until the partner's shows.
    const popup = page.getByRole('dialog', { name: "It's a Match!" });
    const partnerLine = `You and ${partner.displayName} both have compatible crypto personalities!`;
    for (let shown = 0; shown < 10; shown += 1) {
      await expect(popup).toBeVisible({ timeout: 20_000 });
      const text = (await popup.getByText(/^You and .+ both have compatible crypto personalities!$/).textContent()) ?? '';
      if (text === partnerLine) break;
      await popup.getByRole('button', { name: 'Continue Swiping' }).click();
      await expect(popup.getByText(text, { exact: true })).toBeHidden();
    }
    await expect(popup.getByText(partnerLine, { exact: true })).toBeVisible();
    // Toasts queue, 5 s each (an achievement from the fifth swipe may show first): as the test above, 20 s.
    await expect(toasts(page).getByText('You have a new match waiting for you.').first()).toBeVisible({ timeout: 20_000 });
  });

  test('guests see clearly labelled example matches and a way to start', async ({ page }) => {
    await page.goto('/matches');
    await expect(page.getByText('Examples')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start swiping' })).toHaveAttribute('href', '/');
    await expectAccessible(page);
  });

  test('profile edit shows the validation message of docs/product.md section 5', async ({ page }) => {
    await createUserViaApi(page.request);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Display name').fill('Al');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Display name must be at least 3 characters')).toBeVisible();
    await dialog.getByLabel('Avatar URL').fill('not a url');
    await dialog.getByLabel('Display name').fill('Alan Turing');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Please enter a valid URL')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
