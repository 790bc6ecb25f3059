import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userSchema } from '../../../shared/contracts/auth';
import { profileResponseSchema, updateProfileInputSchema } from '../../../shared/contracts/profile';
import { requireUser } from '../auth/request-user';
import { localeOfRequest } from '../i18n/request-locale';
import * as service from './profile.service';

export function profileRoutes(app: FastifyInstance, deps: service.ProfileDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/profile', { schema: { response: { 200: profileResponseSchema } } }, async (request) => service.getProfile(deps.db, requireUser(request), localeOfRequest(request)));

  routes.patch('/api/users/profile', { schema: { body: updateProfileInputSchema, response: { 200: userSchema } } }, async (request) => service.updateProfile(deps, requireUser(request), request.body));
}
