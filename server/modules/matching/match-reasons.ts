/** Phrases a match's stored reasons for the user who is looking at it. */
import { formatTraitName } from '../../../shared/constants/personality';
import { topicLabel } from '../../../shared/constants/topics';
import type { MatchReason } from '../../db/schema';

export interface PhrasedReason {
  kind: MatchReason['kind'];
  text: string;
}

function otherValue<T>(record: Record<string, T> | undefined, viewerId: number): T | undefined {
  if (!record) return undefined;
  const key = Object.keys(record).find((id) => Number(id) !== viewerId);
  return key === undefined ? undefined : record[key];
}

export function phraseReason(reason: MatchReason, viewerId: number): PhrasedReason | null {
  switch (reason.kind) {
    case 'teaches': {
      if (!reason.topic) return null;
      const topic = topicLabel(reason.topic);
      return reason.teacherId === viewerId
        ? { kind: reason.kind, text: `You know ${topic}, they want ${topic}` }
        : { kind: reason.kind, text: `They know ${topic}, you want ${topic}` };
    }
    case 'shared-interest':
      return reason.topic ? { kind: reason.kind, text: `You both want to learn about ${reason.topic}` } : null;
    case 'same-style':
      return reason.text ? { kind: reason.kind, text: reason.text } : null;
    case 'difference': {
      if (reason.values && reason.topic) {
        const mine = reason.values[String(viewerId)];
        const theirs = otherValue(reason.values, viewerId);
        if (mine === undefined || theirs === undefined) return null;
        return { kind: reason.kind, text: `A different angle on ${formatTraitName(reason.topic)}: you ${mine}, them ${theirs}` };
      }
      if (reason.styles) {
        const mine = reason.styles[String(viewerId)];
        const theirs = otherValue(reason.styles, viewerId);
        if (!mine || !theirs) return null;
        return { kind: reason.kind, text: `You communicate ${mine.toLowerCase()}ly, they are more ${theirs.toLowerCase()}` };
      }
      return null;
    }
    default:
      return null;
  }
}

export function phraseReasons(reasons: readonly MatchReason[], viewerId: number): PhrasedReason[] {
  return reasons.map((reason) => phraseReason(reason, viewerId)).filter((reason): reason is PhrasedReason => reason !== null);
}
