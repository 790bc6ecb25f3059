import type { MergePreferencesInput, Preference, SavePreferenceInput } from '../../../shared/contracts/coins';
import type { Database } from '../../db/client';
import type { DomainEventBus } from '../../events/domain-events';
import { notFound } from '../../lib/app-error';
import * as repository from './preferences.repository';

export interface PreferencesDeps {
  db: Database;
  /** Publishes `swipe.saved` after every change of a user's swipes (the profile and matching react). */
  domainEvents: DomainEventBus;
}

export async function listPreferences(deps: PreferencesDeps, userId: number): Promise<Preference[]> {
  const rows = await repository.listPreferences(deps.db, userId);
  return rows.map(({ coinId, liked }) => ({ coinId, liked }));
}

export async function savePreference(deps: PreferencesDeps, userId: number, input: SavePreferenceInput): Promise<Preference> {
  if (!(await repository.coinExists(deps.db, input.coinId))) throw notFound('Cryptocurrency not found');
  await repository.upsertPreference(deps.db, { userId, coinId: input.coinId, liked: input.liked });
  await deps.domainEvents.publish('swipe.saved', { userId });
  return { coinId: input.coinId, liked: input.liked };
}

export async function resetPreferences(deps: PreferencesDeps, userId: number): Promise<{ removed: number }> {
  const removed = await repository.deletePreferences(deps.db, userId);
  await deps.domainEvents.publish('swipe.saved', { userId });
  return { removed };
}

/** A guest's local swipes join the account at sign-in; for a coin swiped in both, the newer swipe wins.
 *  Swipes of coins that no longer exist are ignored. */
export async function mergeGuestSwipes(deps: PreferencesDeps, userId: number, input: MergePreferencesInput): Promise<{ merged: number; ignored: number }> {
  const latestByCoin = new Map<number, MergePreferencesInput['swipes'][number]>();
  for (const swipe of input.swipes) {
    const current = latestByCoin.get(swipe.coinId);
    if (!current || current.timestamp <= swipe.timestamp) latestByCoin.set(swipe.coinId, swipe);
  }
  const known = await repository.existingCoinIds(deps.db, [...latestByCoin.keys()]);
  const swipes = [...latestByCoin.values()].filter((swipe) => known.has(swipe.coinId));
  if (swipes.length > 0) {
    const nowMs = Date.now();
    await deps.db.transaction(async (tx) => {
      for (const swipe of swipes) {
        // A clock in the future cannot make a guest swipe outrank later ones.
        const swipedAt = new Date(Math.min(swipe.timestamp, nowMs));
        await repository.mergePreference(tx, { userId, coinId: swipe.coinId, liked: swipe.liked, swipedAt });
      }
    });
    await deps.domainEvents.publish('swipe.saved', { userId });
  }
  return { merged: swipes.length, ignored: input.swipes.length - swipes.length };
}
