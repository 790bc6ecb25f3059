/** docs/product.md section 9: what a swipe card shows at most (the deck endpoint trims to the same limits). */
export { CARD_LIMITS } from '@shared/constants/discover';

/** docs/product.md section 9: the hint banner shows when more than 10 cards load into an empty stack, for 5 s. */
export const HINT_MIN_CARDS = 10;
export const HINT_DURATION_MS = 5_000;

/** docs/product.md section 2: a guest's Super Like opens the 'Save Your Preferences' prompt 500 ms later. */
export const SUPER_LIKE_PROMPT_DELAY_MS = 500;

/** docs/product.md section 8. */
export const RESET_CONFIRMATION = /*i18n*/ {
  id: 'discover.reset.confirm',
  message: 'Are you sure you want to reset all your preferences? This action cannot be undone.',
};
