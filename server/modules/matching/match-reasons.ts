/** Phrases a match's stored reasons for the user who is looking at it. */
import { formatTraitName, TRAIT_KEYS, type TraitKey } from '../../../shared/constants/personality';
import { INTEREST_TOPICS, topicLabel, type Topic } from '../../../shared/constants/topics';
import type { LearningInterest } from '../../../shared/constants/learning-profile';
import type { I18n } from '@lingui/core';
import type { MatchReason } from '../../db/schema';
import { serverI18n } from '../../i18n/server-i18n';
import { REASON_TEXTS, reasonLabel, TRAIT_NAMES } from './reason-texts';

export interface PhrasedReason {
  kind: MatchReason['kind'];
  text: string;
}

function otherValue<T>(record: Record<string, T> | undefined, viewerId: number): T | undefined {
  if (!record) return undefined;
  const key = Object.keys(record).find((id) => Number(id) !== viewerId);
  return key === undefined ? undefined : record[key];
}

const ENGLISH = serverI18n('en');
const isTrait = (key: string): key is TraitKey => (TRAIT_KEYS as readonly string[]).includes(key);

/** One stored reason phrased for the viewer, in the language of `i18n` (English exactly as the spec words it). */
export function phraseReason(reason: MatchReason, viewerId: number, i18n: I18n = ENGLISH): PhrasedReason | null {
  const isEnglish = i18n.locale === 'en';
  switch (reason.kind) {
    case 'teaches': {
      if (!reason.topic) return null;
      const topic = reasonLabel(i18n, topicLabel(reason.topic));
      const text = reason.teacherId === viewerId ? REASON_TEXTS.youTeach : REASON_TEXTS.theyTeach;
      return { kind: reason.kind, text: i18n._({ ...text, values: { topics: topic } }) };
    }
    case 'shared-interest':
      return reason.topic ? { kind: reason.kind, text: i18n._({ ...REASON_TEXTS.sharedInterest, values: { topic: reasonLabel(i18n, reason.topic) } }) } : null;
    case 'same-style': {
      if (!reason.text) return null;
      const style = /^You both learn best with an? (.+) style$/.exec(reason.text)?.[1];
      if (isEnglish || !style) return { kind: reason.kind, text: reason.text };
      return { kind: reason.kind, text: i18n._({ ...REASON_TEXTS.sameStyle, values: { style: reasonLabel(i18n, style) } }) };
    }
    case 'difference': {
      if (reason.values && reason.topic) {
        const mine = reason.values[String(viewerId)];
        const theirs = otherValue(reason.values, viewerId);
        if (mine === undefined || theirs === undefined) return null;
        const trait = isEnglish || !isTrait(reason.topic) ? formatTraitName(reason.topic) : i18n._(TRAIT_NAMES[reason.topic]);
        return { kind: reason.kind, text: i18n._({ ...REASON_TEXTS.traitAngle, values: { trait, mine, theirs } }) };
      }
      if (reason.styles) {
        const mine = reason.styles[String(viewerId)];
        const theirs = otherValue(reason.styles, viewerId);
        if (!mine || !theirs) return null;
        // English turns the styles into "analytically ... casual"; other languages name the two styles.
        const values = isEnglish ? { mine: `${mine.toLowerCase()}ly`, theirs: theirs.toLowerCase() } : { mine: reasonLabel(i18n, mine), theirs: reasonLabel(i18n, theirs) };
        return { kind: reason.kind, text: i18n._({ ...REASON_TEXTS.communication, values }) };
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

function listLabels(labels: readonly string[], i18n: I18n): string {
  const shown = labels.map((label) => reasonLabel(i18n, label));
  if (shown.length <= 1) return shown[0] ?? '';
  return i18n._({ ...REASON_TEXTS.listAnd, values: { first: shown.slice(0, -1).join(', '), last: shown[shown.length - 1] } });
}

/**
 * The reasons for the viewer, teaching first: one line per direction naming what that person can teach
 * ("They can teach you Trading and DeFi", "You can teach them Staking"), then the rest in stored order.
 */
export function phraseReasons(reasons: readonly MatchReason[], viewerId: number, i18n: I18n = ENGLISH): PhrasedReason[] {
  const { youTeach, theyTeach } = teachingTopics(reasons, viewerId);
  const teaching: PhrasedReason[] = [];
  if (theyTeach.length > 0) teaching.push({ kind: 'teaches', text: i18n._({ ...REASON_TEXTS.theyTeach, values: { topics: listLabels(theyTeach, i18n) } }) });
  if (youTeach.length > 0) teaching.push({ kind: 'teaches', text: i18n._({ ...REASON_TEXTS.youTeach, values: { topics: listLabels(youTeach, i18n) } }) });
  const rest = reasons
    .filter((reason) => reason.kind !== 'teaches')
    .map((reason) => phraseReason(reason, viewerId, i18n))
    .filter((reason): reason is PhrasedReason => reason !== null);
  return [...teaching, ...rest];
}
