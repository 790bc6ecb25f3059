import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../shared/contracts/ids';
import {
  createProgressInputSchema,
  journeyListSchema,
  journeyProgressListSchema,
  learningModuleListSchema,
  learningModuleSchema,
  learningProgressListSchema,
  learningProgressSchema,
  modulesQuerySchema,
  progressQuerySchema,
  quizDrawSchema,
  quizQuestionListSchema,
  quizResultSchema,
  quizSubmissionSchema,
  recommendedModuleListSchema,
  skillsSchema,
  updateProgressInputSchema,
  userIdParamSchema,
} from '../../../shared/contracts/learning';
import { requireUser } from '../auth/request-user';
import { localeOfRequest } from '../i18n/request-locale';
import { figureRoutes } from './figures.routes';
import * as journeys from './journeys.service';
import type { LearningDeps } from './learning-deps';
import { missedQuestionRoutes } from './missed-questions.routes';
import * as modules from './modules.service';
import { placementRoutes } from './placement.routes';
import * as progress from './progress.service';
import * as quiz from './quiz.service';
import * as recommendations from './recommendations.service';
import * as skills from './skills.service';

/** docs/product.md section 7's /api/learning calls, plus the server-graded quiz submission (docs/design.md section 6.2). */
export function learningRoutes(app: FastifyInstance, deps: LearningDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  figureRoutes(app);
  missedQuestionRoutes(app, deps);
  placementRoutes(app, deps);

  routes.get('/api/learning/modules', { schema: { querystring: modulesQuerySchema, response: { 200: learningModuleListSchema } } }, async (request) =>
    modules.listModules(deps, request.query, localeOfRequest(request)),
  );

  // Registered before /modules/:id; find-my-way prefers the static segment anyway.
  routes.get('/api/learning/modules/recommended', { schema: { response: { 200: recommendedModuleListSchema } } }, async (request) => recommendations.recommendedModules(deps, requireUser(request).id));

  routes.get('/api/learning/modules/:id', { schema: { params: idParamSchema, response: { 200: learningModuleSchema } } }, async (request) =>
    modules.getModule(deps, request.params.id, localeOfRequest(request)),
  );

  routes.get('/api/learning/modules/:id/questions', { schema: { params: idParamSchema, response: { 200: quizQuestionListSchema } } }, async (request) => {
    requireUser(request);
    return modules.listQuestions(deps, request.params.id, localeOfRequest(request));
  });

  routes.post('/api/learning/modules/:id/quiz/attempts', { schema: { params: idParamSchema, response: { 201: quizDrawSchema } } }, async (request, reply) =>
    reply.status(201).send(await quiz.startAttempt(deps, requireUser(request).id, request.params.id, localeOfRequest(request))),
  );

  routes.post('/api/learning/modules/:id/quiz', { schema: { params: idParamSchema, body: quizSubmissionSchema, response: { 200: quizResultSchema } } }, async (request) =>
    quiz.submitQuiz(deps, requireUser(request).id, request.params.id, request.body, localeOfRequest(request)),
  );

  routes.get('/api/learning/progress', { schema: { querystring: progressQuerySchema, response: { 200: learningProgressListSchema } } }, async (request) =>
    progress.listProgress(deps, requireUser(request).id, request.query),
  );

  routes.post('/api/learning/progress', { schema: { body: createProgressInputSchema, response: { 200: learningProgressSchema, 201: learningProgressSchema } } }, async (request, reply) => {
    const result = await progress.createProgress(deps, requireUser(request).id, request.body);
    return reply.status(result.created ? 201 : 200).send(result.progress);
  });

  routes.patch('/api/learning/progress/:id', { schema: { params: idParamSchema, body: updateProgressInputSchema, response: { 200: learningProgressSchema } } }, async (request) =>
    progress.updateProgress(deps, requireUser(request).id, request.params.id, request.body),
  );

  routes.get('/api/learning/skills', { schema: { response: { 200: skillsSchema } } }, async (request) => skills.getSkills(deps, requireUser(request).id));

  routes.get('/api/learning/journeys', { schema: { response: { 200: journeyListSchema } } }, async (request) => journeys.listJourneys(deps, localeOfRequest(request)));

  routes.get('/api/learning/journeys/progress/:userId', { schema: { params: userIdParamSchema, response: { 200: journeyProgressListSchema } } }, async (request) =>
    journeys.journeyProgress(deps, requireUser(request).id, request.params.userId),
  );
}
