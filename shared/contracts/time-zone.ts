import { plainText } from './text';

/** The one default: a user whose browser never told us a zone has calendar days in UTC. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** An IANA zone this runtime knows ('Europe/Paris', 'UTC'): streak and login days are calendar days there. */
export function isSupportedTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TIME_ZONE_MAX = 64;

/** What a browser reports (`Intl.DateTimeFormat().resolvedOptions().timeZone`), validated. */
export const timeZoneSchema = plainText().min(1, { error: 'Time zone is required' }).max(TIME_ZONE_MAX, { error: 'Unknown time zone' }).refine(isSupportedTimeZone, { error: 'Unknown time zone' });

/** The zone a browser reports with sign-in or a profile save: kept when known, dropped (never a failed
 *  request) when this runtime does not know it. */
export const reportedTimeZoneSchema = timeZoneSchema.optional().catch(undefined);
