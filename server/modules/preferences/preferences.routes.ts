import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mergePreferencesInputSchema, savePreferenceInputSchema } from '../../../shared/contracts/coins';
import { requireUser } from '../auth/request-user';
import * as service from './preferences.service';

export function preferencesRoutes(app: FastifyInstance, deps: service.PreferencesDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/preferences', async (request) => service.listPreferences(deps, requireUser(request).id));

  routes.post('/api/preferences', { schema: { body: savePreferenceInputSchema } }, async (request) =>
    service.savePreference(deps, requireUser(request).id, request.body),
  );

  routes.post('/api/preferences/reset', async (request) => service.resetPreferences(deps, requireUser(request).id));

  routes.post('/api/preferences/merge', { schema: { body: mergePreferencesInputSchema } }, async (request) =>
    service.mergeGuestSwipes(deps, requireUser(request).id, request.body),
  );
}
