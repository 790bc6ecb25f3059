import { describe, expect, it } from 'vitest';
import { firstPaintJsonSchemas } from './first-paint-schemas-source';
import committed from './first-paint-schemas.json';

/** What client/lib/json-schema-parser.ts understands; a contract using anything else needs it taught first. */
const UNDERSTOOD = new Set(['type', 'enum', 'properties', 'required', 'items', 'anyOf', 'minimum', 'maximum', 'additionalProperties']);

function keywords(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((item) => keywords(item, found));
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      found.add(key);
      if (key === 'properties') Object.values(value as object).forEach((property) => keywords(property, found));
      else if (key !== 'enum' && key !== 'required') keywords(value, found);
    }
  }
  return found;
}

describe('the first paint schemas', () => {
  it('are the JSON Schema form of their contracts (run scripts/generate-first-paint-schemas.ts after changing one)', () => {
    expect(committed).toEqual(firstPaintJsonSchemas());
  });

  it('use only the keywords the client parser understands', () => {
    expect([...keywords(committed)].filter((keyword) => !UNDERSTOOD.has(keyword) && !Object.keys(committed).includes(keyword))).toEqual([]);
  });
});
