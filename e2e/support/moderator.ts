/**
 * The moderator account of the journeys: created by the operator's command (`npm run admin --
 * create-moderator`) before the server starts on its fresh data directory (playwright.config.ts).
 */
export const E2E_MODERATOR = { username: 'e2e_moderator', password: 'e2e-moderator-pass' } as const;
