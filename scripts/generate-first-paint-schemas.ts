/**
 * Writes shared/contracts/first-paint-schemas/<name>.json, one file per contract (a page's chunk then carries
 * only the schemas it imports): the JSON Schema of the answers the server-rendered pages
 * are taken over with (the auth status, the deck's first page, a coin, the learning pages' answers), derived
 * from their zod contracts, so the client can check them without loading zod on those pages
 * (docs/decisions/032-api-contract-and-openapi.md).
 * shared/contracts/first-paint-schemas.test.ts fails when the file no longer matches the contracts.
 *
 *   node --import tsx scripts/generate-first-paint-schemas.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstPaintJsonSchemas, firstPaintSchemaFile } from '../shared/contracts/first-paint-schemas-source';

const directory = fileURLToPath(new URL('../shared/contracts/first-paint-schemas/', import.meta.url));
mkdirSync(directory, { recursive: true });
for (const [name, schema] of Object.entries(firstPaintJsonSchemas())) {
  const target = path.join(directory, firstPaintSchemaFile(name));
  writeFileSync(target, `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote ${target}`);
}
