import { eq } from 'drizzle-orm';
import type { Theme } from '../../../shared/constants/theme';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export async function updateTheme(db: Executor, userId: number, theme: Theme): Promise<void> {
  await db.update(users).set({ theme }).where(eq(users.id, userId));
}
