/** Reads the request side of the OpenAPI document at /api/docs/json: the operations and their schemas. */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

export interface DocumentedOperation {
  method: string;
  /** OpenAPI form: `/api/matches/{id}` */
  path: string;
  operation: Operation;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

export const bodySchemaOf = (operation: Operation): JsonSchema | undefined => operation.requestBody?.content?.['application/json']?.schema;

/** Each parameter and each JSON body, as `{ where: 'POST /api/x body', name, in, schema }`. */
export function requestSchemasOf(document: OpenApiDocument): Array<{ where: string; name: string; in: Parameter['in'] | 'body'; schema: JsonSchema }> {
  return operationsOf(document).flatMap(({ method, path, operation }) => {
    const name = `${method} ${path}`;
    const parameters = (operation.parameters ?? []).map((parameter) => ({ where: `${name} ${parameter.in}:${parameter.name}`, name: parameter.name, in: parameter.in, schema: parameter.schema }));
    const body = bodySchemaOf(operation);
    return body ? [...parameters, { where: `${name} body`, name: 'body', in: 'body' as const, schema: body }] : parameters;
  });
}
