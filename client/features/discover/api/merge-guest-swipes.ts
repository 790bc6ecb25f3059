import type { GuestSwipe } from '@shared/contracts/coins';
import { apiSend } from '@/lib/api-client';
import { apiUrls } from '@/config/api-urls';

/** Runs from the app shell: the schema (and zod) load on demand (docs/decisions/032). */
const mergeResponseSchema = () => import('@shared/contracts/coins').then((contracts) => contracts.mergePreferencesResponseSchema);

/** docs/design.md section 6.4: a guest's local swipes join the account at sign-in (the newer swipe wins). */
export const mergeGuestSwipes = (swipes: readonly GuestSwipe[]) => apiSend('POST', `${apiUrls.preferences}/merge`, mergeResponseSchema, { swipes });
