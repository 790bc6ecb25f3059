import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { figureUrl, loadFigures, type Figure } from '../../content/figures';
import { CONTENT_DIR } from '../../content/load-content';
import { notFound } from '../../lib/app-error';

/**
 * GET /figures/<name>.<hash>.svg: a lesson figure (docs/decisions/020-lesson-figures-and-sections.md).
 * The hash is part of the URL, so the response is immutable; an SVG opened on its own gets a CSP that
 * allows no script. The unhashed /figures/<name>.svg answers with a short cache for hand-made links.
 */
export function figureRoutes(app: FastifyInstance, figuresDir = path.join(CONTENT_DIR, 'figures')): void {
  let figures: Map<string, Figure> | undefined;
  const all = () => (figures ??= loadFigures(figuresDir));

  app.get<{ Params: { file: string } }>('/figures/:file', async (request, reply) => {
    const match = /^([a-z0-9-]+)(?:\.([0-9a-f]{12}))?\.svg$/.exec(request.params.file);
    const figure = match ? all().get(match[1]!) : undefined;
    if (!match || !figure || (match[2] !== undefined && figureUrl(figure) !== `/figures/${request.params.file}`)) throw notFound('Figure not found');
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', match[2] ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('X-Content-Type-Options', 'nosniff')
      .send(figure.svg);
  });
}
