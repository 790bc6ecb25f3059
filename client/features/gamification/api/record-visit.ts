import { apiSend } from '@/lib/api-client';

/** Runs from the app shell: the schema (and zod) load on demand (docs/decisions/032). */
const okSchema = () => import('@shared/contracts/common').then((contracts) => contracts.okResponseSchema);

/** VISITS_URL of shared/contracts/gamification.ts, spelt out so the app shell does not load the contracts (and zod). */
const VISITS_URL = '/api/gamification/visits';

/** The signed-in app is open today: the server records the day's login (docs/decisions/024). */
export const recordVisit = () => apiSend('POST', VISITS_URL, okSchema);
