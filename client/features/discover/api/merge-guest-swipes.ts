import type { GuestSwipe } from '@shared/contracts/coins';
import { apiRequest } from '@/lib/api-client';
import { apiUrls } from '@/config/api-urls';

/** docs/design.md section 6.4: a guest's local swipes join the account at sign-in (the newer swipe wins). */
export const mergeGuestSwipes = (swipes: readonly GuestSwipe[]) =>
  apiRequest<{ merged: number; ignored: number }>('POST', `${apiUrls.preferences}/merge`, { swipes });
