/**
 * CI only: checks our own OpenAPI file (src/api/platform-openapi.yaml) against the platform document
 * it was written from, when that document sits beside the clone (../shared/platform-api.md). Nothing
 * else in the repository reads outside it; without the document this says so and passes.
 * Compares every row of the document's `| Method | Path | Purpose | W |` tables: method, path, W mark.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadOurOpenApi, operationsOf } from '../test/fakes/platform/our-openapi.ts';

const DOCUMENT = new URL('../../shared/platform-api.md', import.meta.url);

interface DocumentedRoute {
  readonly method: string;
  readonly path: string;
  readonly write: boolean;
}

function documentedRoutes(markdown: string): DocumentedRoute[] {
  const rows: DocumentedRoute[] = [];
  let inTable = false;
  for (const line of markdown.split('\n')) {
    if (/^\|\s*Method\s*\|\s*Path\s*\|/.test(line)) {
      inTable = true;
      continue;
    }
    if (!line.startsWith('|')) inTable = false;
    if (!inTable || /^\|[-\s|]+\|$/.test(line)) continue;
    const [, method, path, , mark] = line.split('|').map((cell) => cell.trim());
    if (method && path) rows.push({ method, path, write: mark === 'W' });
  }
  return rows;
}

if (!existsSync(DOCUMENT)) {
  console.log(
    'skipped: ../shared/platform-api.md is not beside this clone, so there is nothing to compare with.',
  );
  process.exit(0);
}

const key = (row: { method: string; path: string }) => `${row.method} ${row.path}`;
const documented = documentedRoutes(readFileSync(DOCUMENT, 'utf8'));
const ours = new Map(operationsOf(loadOurOpenApi()).map((operation) => [key(operation), operation]));
const problems: string[] = [];
for (const row of documented) {
  const operation = ours.get(key(row));
  if (operation === undefined) problems.push(`missing from our OpenAPI: ${key(row)}`);
  else if ((operation.fullKey ?? false) !== row.write)
    problems.push(`${key(row)}: the document's W mark is ${row.write}, ours is ${operation.fullKey}`);
  ours.delete(key(row));
}
for (const extra of ours.keys()) problems.push(`in our OpenAPI but not in the document: ${extra}`);
if (documented.length !== 113) problems.push(`the document lists ${documented.length} endpoints, not 113`);

if (problems.length > 0) {
  console.log(`our OpenAPI differs from ../shared/platform-api.md:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `our OpenAPI matches ../shared/platform-api.md: ${documented.length} operations (method, path, W mark)`,
);
