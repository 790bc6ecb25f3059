/** The rows stored beside the messages of a page: teach-back cards and drill challenges, one read each kind. */
import type { Executor } from '../../db/client';
import { findChallenges, type ChallengeRow } from './drill-challenge/drill-challenge.repository';
import type { MessageRow } from './messages.repository';
import { findCards, type CardRow } from './teach-back/teach-back.repository';

/** The row of a card kind stored beside its message. */
export interface Attached {
  card?: CardRow;
  challenge?: ChallengeRow;
}

export async function loadAttached(db: Executor, rows: readonly MessageRow[]): Promise<(row: MessageRow) => Attached> {
  const idsOf = (kind: string) => rows.filter((row) => row.kind === kind).map((row) => row.id);
  const [cards, challenges] = await Promise.all([findCards(db, idsOf('teach_back')), findChallenges(db, idsOf('drill_challenge'))]);
  return (row) => ({ card: cards.get(row.id), challenge: challenges.get(row.id) });
}
