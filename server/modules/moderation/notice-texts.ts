/**
 * The words of Coinmates' official notices. Always the app's own text: a notice never quotes a user, so
 * nothing in the system inbox can be written by someone else (docs/decisions/046).
 */
import { REPORT_REASON_LABELS, type ReportReason } from '../../../shared/constants/safety';

export function warningText(reason: string): string {
  const label = REPORT_REASON_LABELS[reason as ReportReason] ?? REPORT_REASON_LABELS.other;
  return `A moderator reviewed a report about you (${label.toLowerCase()}) and is warning you: keep to the community rules. No scams, no asking for money, keys or seed phrases, no harassment. Further reports may lead to a suspension or a ban.`;
}

const reportDay = (createdAt: Date) => createdAt.toISOString().slice(0, 10);

/** What the reporter learns: whether action was taken, never which (that is the other user's business). */
export function reportOutcomeText(resolution: string, createdAt: Date): string {
  if (resolution === 'dismissed') {
    return `A moderator reviewed your report of ${reportDay(createdAt)} and found no breach of the community rules this time. Thank you for telling us: you can still block anyone you do not want to hear from.`;
  }
  return `A moderator reviewed your report of ${reportDay(createdAt)} and took action under the community rules. Thank you for helping keep Coinmates safe.`;
}
