/**
 * The input rules, read from the OpenAPI document the routes are validated by (docs/decisions/032 and
 * 042): every string a caller sends (path, query, body, record keys) is a closed list or has a pattern that
 * refuses NUL, other control characters and lone surrogates; every integer has both bounds, and every id
 * (a path parameter, a field named `id`/`…Id`, an id cursor) is 1..2147483647. A contract added with a bare
 * `z.string()` or `z.number().int()` fails here, named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT4_MAX } from '../shared/contracts/ids';
import { API_DOCS_PREFIX } from './lib/api-docs';
import { createTestContext, type TestContext } from './test/test-app';
import { requestSchemasOf, type JsonSchema, type OpenApiDocument } from './test/openapi-walk';

/** Text the rules refuse, each tried against every pattern (as a Unicode expression, like JSON Schema's). */
const REFUSED = ['a\u0000b', 'bell\u0007', 'esc\u001b[31m', 'c1\u0085', 'sep\u2028', 'half\ud800', '\udc00tail', 'swapped\udc00\ud800'];
/** Names of integers that are ids or id cursors. */
const ID_NAME = /(^id$|Id$|^before$|^cursor$)/;

let context: TestContext;
let document: OpenApiDocument;
beforeAll(async () => {
  context = await createTestContext();
  document = (await context.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` })).json<OpenApiDocument>();
});
afterAll(async () => {
  await context.close();
});

interface Leaf {
  where: string;
  name: string;
  inPath: boolean;
  schema: JsonSchema;
}

/** Every string and number schema inside a request schema, with the name of the field that holds it. */
function leavesOf(schema: JsonSchema, where: string, name: string, inPath: boolean, into: Leaf[] = []): Leaf[] {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string') || types.includes('integer') || types.includes('number')) into.push({ where, name, inPath, schema });
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) schema[key]?.forEach((branch, index) => leavesOf(branch, `${where}|${key}${index}`, name, inPath, into));
  for (const [field, value] of Object.entries(schema.properties ?? {})) leavesOf(value, `${where}.${field}`, field, false, into);
  if (schema.items && !Array.isArray(schema.items)) leavesOf(schema.items, `${where}[]`, name, false, into);
  if (typeof schema.additionalProperties === 'object') leavesOf(schema.additionalProperties, `${where}{value}`, name, false, into);
  if (schema.propertyNames) leavesOf(schema.propertyNames, `${where}{key}`, 'key', false, into);
  return into;
}

const allLeaves = () => requestSchemasOf(document).flatMap((entry) => leavesOf(entry.schema, entry.where, entry.name, entry.in === 'path'));

describe('every request field in the OpenAPI document', () => {
  it('finds the request fields it checks', () => {
    // A guard for the checks below: they mean nothing if the walk found nothing.
    const leaves = allLeaves();
    expect(leaves.filter((leaf) => leaf.schema.type === 'string').length).toBeGreaterThan(30);
    expect(leaves.filter((leaf) => leaf.schema.type === 'integer').length).toBeGreaterThan(40);
  });

  it('refuses control characters and lone surrogates in every free string', () => {
    const problems: string[] = [];
    for (const leaf of allLeaves().filter((candidate) => candidate.schema.type === 'string')) {
      if (leaf.schema.enum || leaf.schema.const !== undefined) continue;
      const patterns = [leaf.schema.pattern, ...(leaf.schema.allOf ?? []).map((part) => part.pattern)].filter((pattern): pattern is string => typeof pattern === 'string');
      if (patterns.length === 0) {
        problems.push(`${leaf.where} is a string without the text rules (use plainText(), multilineText() or nameText() from shared/contracts/text.ts)`);
        continue;
      }
      const expressions = patterns.map((pattern) => new RegExp(pattern, 'u'));
      const accepted = REFUSED.filter((text) => expressions.every((expression) => expression.test(text)));
      if (accepted.length > 0) problems.push(`${leaf.where} accepts ${accepted.map((text) => JSON.stringify(text)).join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('bounds every integer, and every id to 1..2147483647', () => {
    const problems: string[] = [];
    for (const leaf of allLeaves().filter((candidate) => candidate.schema.type === 'integer' || candidate.schema.type === 'number')) {
      const { minimum, maximum, exclusiveMinimum } = leaf.schema;
      if (leaf.schema.type === 'number') problems.push(`${leaf.where} is a fractional number; ids and counts are integers`);
      if ((minimum === undefined && exclusiveMinimum === undefined) || maximum === undefined) problems.push(`${leaf.where} has no minimum or maximum`);
      const isId = leaf.inPath || ID_NAME.test(leaf.name);
      if (isId && (minimum !== 1 || maximum !== INT4_MAX)) {
        problems.push(`${leaf.where} is an id without the shared bounds 1..${INT4_MAX} (use idSchema() or idParam() from shared/contracts/ids.ts)`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('checks patterns as Unicode expressions, so emoji and other scripts pass', () => {
    const content = requestSchemasOf(document).find((entry) => entry.where === 'POST /api/matches/{id}/messages body');
    const pattern = content?.schema.properties?.content?.pattern;
    expect(pattern).toEqual(expect.any(String));
    expect(new RegExp(pattern as string, 'u').test('gm 👩🏽‍💻 مرحبا\nline two\ttab')).toBe(true);
    expect(new RegExp(pattern as string, 'u').test('broken \ud83d')).toBe(false);
  });
});
