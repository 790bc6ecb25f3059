/**
 * Writes shared/contracts/first-paint-schemas.json: the JSON Schema of the answers the server-rendered pages
 * are taken over with (the auth status, the deck's first page, a coin, the learning pages' answers), derived
 * from their zod contracts, so the client can check them without loading zod on those pages
 * (docs/decisions/032-api-contract-and-openapi.md).
 * shared/contracts/first-paint-schemas.test.ts fails when the file no longer matches the contracts.
 *
 *   node --import tsx scripts/generate-first-paint-schemas.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { firstPaintJsonSchemas } from '../shared/contracts/first-paint-schemas-source';

const target = fileURLToPath(new URL('../shared/contracts/first-paint-schemas.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(firstPaintJsonSchemas(), null, 2)}\n`);
console.log(`wrote ${target}`);
