import { VISITS_URL } from '@shared/constants/gamification';
import { apiSend } from '@/lib/api-client';

/** Runs from the app shell: the schema (and zod) load on demand (docs/decisions/032). */
const okSchema = () => import('@shared/contracts/common').then((contracts) => contracts.okResponseSchema);

/** The signed-in app is open today: the server records the day's login (docs/decisions/024). */
export const recordVisit = () => apiSend('POST', VISITS_URL, okSchema);
