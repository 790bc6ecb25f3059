import type { PointSource } from '../../../shared/constants/gamification';
import type { Database } from '../../db/client';

export interface LearningDeps {
  db: Database;
  /** Runs after a module completion commits (achievements, live events); composed in app.ts. */
  onActivity?: (userId: number, source: PointSource) => Promise<void>;
}
