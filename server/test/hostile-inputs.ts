/**
 * Hostile requests generated from the OpenAPI document (docs/decisions/042): for each operation, a
 * plausible request built from its schemas, then variants that break one part of it at a time (a path or
 * query parameter, the whole body, one body field). Each variant is a request an attacker can send; none
 * may answer 5xx.
 */
import { bodySchemaOf, type DocumentedOperation, type JsonSchema } from './openapi-walk';

export interface HostileRequest {
  label: string;
  method: string;
  url: string;
  /** Raw JSON text (so it can hold `1e999`, lone surrogates and 10 000 levels of nesting). */
  body?: string;
}

const MEGABYTE = 1024 * 1024;
/** Just under the 64 KiB body limit, so validation (not the limit) meets it. */
const NEAR_LIMIT = 60 * 1024;

/** A nested value `depth` levels deep, written as text: JSON.stringify would overflow the stack first. */
export const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const deepArrayJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Values for a path or query parameter, as they are written in a URL. */
export const HOSTILE_URL_VALUES = [
  '0',
  '-1',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  '1e400',
  '1.5',
  'NaN',
  'Infinity',
  '0x10',
  ' 1',
  'abc',
  '%00',
  '1%00',
  '%ED%A0%80',
  '%C0%AF',
  '%F0',
  '%2e%2e%2f',
  encodeURIComponent('\u202e'),
  'a'.repeat(2000),
  '',
];
/** Query-only: repeated keys (an array where one value is expected) and a 1 MB value. */
const HOSTILE_QUERY_EXTRAS = ['__REPEAT__', 'x'.repeat(MEGABYTE)];

/** JSON texts for one body field. */
export const HOSTILE_FIELD_VALUES: string[] = [
  JSON.stringify('nul\u0000byte'),
  JSON.stringify('lone \ud800 surrogate'),
  JSON.stringify('\udc00'),
  JSON.stringify('swapped \udc00\ud800 pair'),
  JSON.stringify('ctl \u001b[31m \u0085 \u2028'),
  JSON.stringify('x'.repeat(NEAR_LIMIT)),
  JSON.stringify('x'.repeat(MEGABYTE)),
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '-1',
  '0',
  '1.5',
  '1e999',
  '-1e999',
  'true',
  'null',
  '{}',
  '[]',
  '[{}]',
  '[1,2,3]',
  '{"a":[{"b":{}}]}',
  '"1"',
  '""',
  deepJson(200),
  deepArrayJson(200),
];

/** JSON texts for a whole body. */
export const HOSTILE_BODIES: string[] = [
  '[]',
  '[{}]',
  '"text"',
  '42',
  'null',
  'true',
  '{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  deepJson(10_000),
  deepArrayJson(10_000),
  '{"a":',
  '\u0000',
  JSON.stringify({ unknownField: 'x'.repeat(MEGABYTE) }),
];

export interface SampleIds {
  /** A real id for a path or body field name (`matchId`, `messageId`, `reportedUserId`, ...). */
  idFor(name: string, path: string): number;
}

/** A value the schema accepts, as far as a generic walk can tell (the sweep only needs a plausible base). */
export function sampleOf(schema: JsonSchema, name: string, path: string, ids: SampleIds): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branch = schema.oneOf?.[0] ?? schema.anyOf?.find((option) => option.type !== 'null') ?? schema.anyOf?.[0];
  if (branch) return sampleOf(branch, name, path, ids);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      // Optional fields too: a report's details and a moderator's note are optional, and they are what breaks.
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value, key, path, ids)]));
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, (_, index) => sampleOf(Array.isArray(schema.items) ? (schema.items[0] ?? {}) : (schema.items ?? {}), name, path, ids) ?? index);
    case 'integer':
    case 'number':
      if (/(^id$|Id$)/.test(name)) return ids.idFor(name, path);
      return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'date-time') return new Date().toISOString();
      return 'sample-text-1'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 64);
    default:
      return undefined;
  }
}

/** Each union branch of a body gives its own base, so every branch's fields are broken in turn. */
function bodyBases(schema: JsonSchema, path: string, ids: SampleIds): Record<string, unknown>[] {
  const branches = schema.oneOf ?? schema.anyOf ?? [schema];
  const bases = branches.map((branch) => sampleOf(branch, 'body', path, ids)).filter((base): base is Record<string, unknown> => typeof base === 'object' && base !== null && !Array.isArray(base));
  // A nested union (the teach-back card's written or pooled question): one base per inner branch too.
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    for (const inner of (property.oneOf ?? property.anyOf ?? []).slice(1)) bases.push({ ...(bases[0] ?? {}), [key]: sampleOf(inner, key, path, ids) });
  }
  return bases;
}

/** Dotted paths of every field in a sample (`question.options.0`), nested objects and arrays included. */
function fieldPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return prefix.length ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  return [...(prefix.length ? [prefix] : []), ...entries.flatMap(([key, item]) => fieldPaths(item, [...prefix, key]))];
}

/** The sample as JSON text, with the field at `path` replaced by raw JSON text (`1e999` stays as written). */
function withField(base: Record<string, unknown>, path: string[], rawValue: string): string {
  const marker = `__HOSTILE_${Math.random().toString(36).slice(2)}__`;
  const copy = structuredClone(base) as Record<string, unknown>;
  let cursor: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string, unknown>;
  cursor[path.at(-1)!] = marker;
  return JSON.stringify(copy).replace(JSON.stringify(marker), rawValue);
}

export function hostileRequestsFor(entry: DocumentedOperation, ids: SampleIds): HostileRequest[] {
  const { method, path, operation } = entry;
  const parameters = operation.parameters ?? [];
  const pathValues = Object.fromEntries(parameters.filter((parameter) => parameter.in === 'path').map((parameter) => [parameter.name, String(sampleOf(parameter.schema, parameter.name, path, ids))]));
  const urlWith = (overrides: Record<string, string> = {}, query = '') =>
    path.replace(/\{([^}]+)\}/g, (_, name: string) => overrides[name] ?? encodeURIComponent(pathValues[name] ?? '1')) + (query ? `?${query}` : '');
  const schema = bodySchemaOf(operation);
  const bases = schema ? bodyBases(schema, path, ids) : [{}];
  const validBody = schema ? JSON.stringify(bases[0]) : undefined;
  const requests: HostileRequest[] = [];
  const add = (label: string, url: string, body = validBody) => requests.push({ label: `${method} ${path} ${label}`, method, url, body });

  for (const name of Object.keys(pathValues)) for (const value of HOSTILE_URL_VALUES) add(`path ${name}=${value.slice(0, 20)}`, urlWith({ [name]: value }));
  for (const parameter of parameters.filter((candidate) => candidate.in === 'query')) {
    for (const value of [...HOSTILE_URL_VALUES, ...HOSTILE_QUERY_EXTRAS]) {
      const query = value === '__REPEAT__' ? `${parameter.name}=1&${parameter.name}=2` : `${parameter.name}=${value}`;
      add(`query ${parameter.name}=${value.slice(0, 20)}`, urlWith({}, query));
    }
  }
  add('unknown query parameter', urlWith({}, 'unknownParameter=1&__proto__=x'));
  for (const body of HOSTILE_BODIES) add(`body ${body.slice(0, 20)}`, urlWith(), body);
  for (const base of bases) {
    add('unknown body field', urlWith(), JSON.stringify({ ...base, unknownField: 'x' }).replace(/^\{/, '{"__proto__":{"polluted":true},'));
    for (const field of fieldPaths(base)) for (const value of HOSTILE_FIELD_VALUES) add(`field ${field.join('.')}=${value.slice(0, 20)}`, urlWith(), withField(base, field, value));
  }
  return requests;
}
