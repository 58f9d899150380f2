import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/api/routes.ts';

const DOC = new URL('../../../shared/platform-api.md', import.meta.url);

interface DocRow {
  readonly method: string;
  readonly path: string;
  readonly write: boolean;
}

/** Rows of every `| Method | Path | Purpose | W |` table in §4 of the document. */
function documentedRoutes(markdown: string): DocRow[] {
  const rows: DocRow[] = [];
  let inTable = false;
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (/^\|\s*Method\s*\|\s*Path\s*\|/.test(line)) {
      inTable = true;
      continue;
    }
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    if (!inTable || /^\|[-\s|]+\|$/.test(line)) continue;
    const [, method, path, , w] = cells;
    if (!method || !path) continue;
    rows.push({ method, path, write: w === 'W' });
  }
  return rows;
}

const key = (row: { method: string; path: string }) => `${row.method} ${row.path}`;

describe('route table', () => {
  const documented = documentedRoutes(readFileSync(DOC, 'utf8'));
  const ours = new Map(ROUTES.map((route) => [key(route), route]));
  const theirs = new Map(documented.map((row) => [key(row), row]));

  it('the document lists 113 endpoints, each once', () => {
    expect(documented).toHaveLength(113);
    expect(theirs.size).toBe(113);
  });

  it('has exactly the documented endpoints, no missing and no extra', () => {
    const missing = [...theirs.keys()].filter((k) => !ours.has(k));
    const extra = [...ours.keys()].filter((k) => !theirs.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect(ROUTES).toHaveLength(113);
  });

  it('marks exactly the documented endpoints as needing a full key (W)', () => {
    const wrong = documented
      .filter((row) => ours.get(key(row))?.write !== row.write)
      .map((row) => `${key(row)} W=${row.write}`);
    expect(wrong).toEqual([]);
  });

  it('has unique operation names', () => {
    expect(new Set(ROUTES.map((r) => r.operation)).size).toBe(ROUTES.length);
  });
});
