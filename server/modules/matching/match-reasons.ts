/** Phrases a match's stored reasons for the user who is looking at it. */
import { formatTraitName } from '../../../shared/constants/personality';
import { INTEREST_TOPICS, topicLabel, type Topic } from '../../../shared/constants/topics';
import type { LearningInterest } from '../../../shared/constants/learning-profile';
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
      return reason.teacherId === viewerId ? { kind: reason.kind, text: `You can teach them ${topic}` } : { kind: reason.kind, text: `They can teach you ${topic}` };
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

export interface TeachingTopics {
  /** Labels of the topics the viewer can teach the partner, and the partner the viewer. */
  youTeach: string[];
  theyTeach: string[];
  /** The pair's topics (taught either way or wanted by both), for the study suggestion. */
  topics: Topic[];
}

/** Who can teach whom what, from the stored reasons (the same facts the reason lines phrase). */
export function teachingTopics(reasons: readonly MatchReason[], viewerId: number): TeachingTopics {
  const youTeach: string[] = [];
  const theyTeach: string[] = [];
  const topics = new Set<Topic>();
  for (const reason of reasons) {
    if (reason.kind === 'teaches' && reason.topic) {
      (reason.teacherId === viewerId ? youTeach : theyTeach).push(topicLabel(reason.topic));
      topics.add(reason.topic as Topic);
    }
    if (reason.kind === 'shared-interest' && reason.topic) {
      for (const topic of INTEREST_TOPICS[reason.topic as LearningInterest] ?? []) topics.add(topic);
    }
  }
  return { youTeach, theyTeach, topics: [...topics] };
}

function listLabels(labels: readonly string[]): string {
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/**
 * The reasons for the viewer, teaching first: one line per direction naming what that person can teach
 * ("They can teach you Trading and DeFi", "You can teach them Staking"), then the rest in stored order.
 */
export function phraseReasons(reasons: readonly MatchReason[], viewerId: number): PhrasedReason[] {
  const { youTeach, theyTeach } = teachingTopics(reasons, viewerId);
  const teaching: PhrasedReason[] = [];
  if (theyTeach.length > 0) teaching.push({ kind: 'teaches', text: `They can teach you ${listLabels(theyTeach)}` });
  if (youTeach.length > 0) teaching.push({ kind: 'teaches', text: `You can teach them ${listLabels(youTeach)}` });
  const rest = reasons
    .filter((reason) => reason.kind !== 'teaches')
    .map((reason) => phraseReason(reason, viewerId))
    .filter((reason): reason is PhrasedReason => reason !== null);
  return [...teaching, ...rest];
}
