import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { firstPaintJsonSchemas, firstPaintSchemaFile } from './first-paint-schemas-source';

const directory = new URL('./first-paint-schemas/', import.meta.url);
const expected = firstPaintJsonSchemas();
const committed: Record<string, unknown> = Object.fromEntries(
  Object.keys(expected).map((name) => [name, JSON.parse(readFileSync(new URL(firstPaintSchemaFile(name), directory), 'utf8')) as unknown]),
);

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
    expect(committed).toEqual(expected);
    // No file left behind by a contract that is no longer listed.
    expect(readdirSync(directory).sort()).toEqual(Object.keys(expected).map(firstPaintSchemaFile).sort());
  });

  it('use only the keywords the client parser understands', () => {
    expect([...keywords(committed)].filter((keyword) => !UNDERSTOOD.has(keyword) && !Object.keys(expected).includes(keyword))).toEqual([]);
  });
});
