import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { svgImageResponse } from '../../../shared/contracts/common';
import { plainText } from '../../../shared/contracts/text';
import { renderIdenticon } from './avatar.service';

const paramsSchema = z.object({
  file: plainText()
    .max(200)
    .regex(/\.svg$/, { error: 'Avatars are SVG files' }),
});

export function avatarRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/avatars/:file', { schema: { params: paramsSchema, response: { 200: svgImageResponse } } }, (request, reply) => {
    const seed = request.params.file.slice(0, -'.svg'.length);
    reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400, immutable')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderIdenticon(seed));
  });
}
