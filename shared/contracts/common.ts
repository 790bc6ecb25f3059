/**
 * Response shapes several routes share (docs/decisions/032-api-contract-and-openapi.md): an acknowledgement,
 * an empty 204 and an SVG image.
 */
import { z } from 'zod';

/** `{ ok: true }`: the action was done (logout, block, unmatch, a moderation action, an acknowledged warning). */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** 204 No Content: nothing in the body. */
export const noContentSchema = z.null().describe('No content');

/** An image sent as `image/svg+xml` (avatars, coin logos), not JSON. */
export const svgImageResponse = {
  description: 'An SVG image',
  content: { 'image/svg+xml': { schema: z.string() } },
};
