/**
 * The seed shield for texts a user shows others outside the chat (docs/decisions/043-seed-shield.md): a
 * display name or username (12 three-letter words fit in 50 characters, and partners see the name in their
 * match list), an avatar URL (its path and query can spell a phrase too). Refused with 422, never stored.
 */
import { SEED_PHRASE_IN_PROFILE_MESSAGE } from '../../../shared/constants/scam-rules';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { AppError } from '../../lib/app-error';
import { containsSeedPhrase } from './scam-shield/seed-phrase';

/** The readable part of a URL: host, decoded path, query and fragment, separators as spaces. */
function readableUrl(value: string): string {
  try {
    const url = new URL(value, 'https://coinmates.invalid');
    return decodeURIComponent(`${url.hostname} ${url.pathname} ${url.search} ${url.hash}`);
  } catch {
    return value;
  }
}

export function screenProfileTexts(texts: { names?: Array<string | undefined>; urls?: Array<string | null | undefined> }): void {
  const readable = [...(texts.names ?? []), ...(texts.urls ?? []).map((url) => (url ? readableUrl(url) : undefined))];
  if (readable.some((text) => text !== undefined && containsSeedPhrase(text))) throw new AppError(ERROR_CODES.seedPhraseBlocked, SEED_PHRASE_IN_PROFILE_MESSAGE);
}
