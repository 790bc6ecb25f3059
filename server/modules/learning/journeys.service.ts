import type { Journey, JourneyProgress } from '../../../shared/contracts/learning';
import { forbidden } from '../../lib/app-error';
import { deriveJourneyProgress } from './journey-progress';
import type { LearningDeps } from './learning-deps';
import * as repository from './journeys.repository';
import * as modulesRepository from './modules.repository';
import * as progressRepository from './progress.repository';

/** Every journey with its steps' summaries, in `locale` where the journey and each lesson are translated. */
export async function listJourneys(deps: LearningDeps, locale = 'en'): Promise<Journey[]> {
  const [journeys, modules] = await Promise.all([repository.listJourneys(deps.db), modulesRepository.listModuleSummaries(deps.db)]);
  const byId = new Map(modules.map((module) => [module.id, deps.lessons ? deps.lessons.summary(module, locale) : module]));
  return journeys.map((english) => {
    const journey = deps.content ? deps.content.journey(english, locale) : english;
    return {
      id: journey.id,
      name: journey.name,
      description: journey.description,
      steps: journey.steps,
      requiredPoints: journey.requiredPoints,
      imageUrl: journey.imageUrl,
      created: journey.created.toISOString(),
      modules: journey.steps.flatMap((step) => {
        const module = byId.get(step);
        return module ? [{ id: module.id, title: module.title, description: module.description, difficultyLevel: module.difficultyLevel, estimatedMinutes: module.estimatedMinutes }] : [];
      }),
    };
  });
}

/** docs/design.md section 6.5: answers only for the caller's own id (403 otherwise), never a fallback user. */
export async function journeyProgress(deps: LearningDeps, callerId: number, userId: number): Promise<JourneyProgress[]> {
  if (callerId !== userId) throw forbidden('You can only see your own journey progress.');
  const [journeys, progress] = await Promise.all([repository.listJourneys(deps.db), progressRepository.listProgress(deps.db, userId)]);
  const byModule = new Map(progress.map((row) => [row.moduleId, row]));
  return journeys.map((journey) => deriveJourneyProgress(userId, journey, byModule));
}
