import { describe, expect, it } from 'vitest';
import * as api from '../../src/api/index.ts';
import { ROUTES } from '../../src/api/routes.ts';
import { detachedHandlers } from '../fakes/platform/handlers/detached.ts';
import { missingHandlers, strayHandlers } from '../fakes/platform/handlers/index.ts';
import { ALL_OPERATIONS } from './helpers.ts';
import { RESOURCE_FUNCTIONS } from './resource-functions.ts';

/**
 * Three-way coverage: the route table, the client and the emulator each know all 113 operations.
 * - Route table vs our OpenAPI file (method, path, W mark, row by row): test/api/route-table.test.ts,
 *   whose document parser is private to it; here only the count and uniqueness are restated.
 * - Client: RESOURCE_FUNCTIONS is checked by the compiler (`satisfies Record<OperationName, ...>`); that
 *   each function hits its own route is test/api/resources.test.ts, and that each works against the
 *   platform in every shape is every-endpoint.test.ts.
 * - Emulator: a handler per operation (startPlatform also warns when one is missing).
 */
describe('three-way coverage of the 113 operations', () => {
  const handlers = detachedHandlers();
  const exported = new Set<unknown>(Object.values(api));

  it('the route table has 113 rows with unique operation names', () => {
    expect(ROUTES).toHaveLength(113);
    expect(new Set(ALL_OPERATIONS).size).toBe(113);
  });

  it('the client has one exported resource function per operation, each a different one', () => {
    expect(Object.keys(RESOURCE_FUNCTIONS).sort()).toEqual([...ALL_OPERATIONS].sort());
    const notExported = Object.entries(RESOURCE_FUNCTIONS)
      .filter(([, fn]) => typeof fn !== 'function' || !exported.has(fn))
      .map(([operation]) => operation);
    expect(notExported).toEqual([]);
    expect(new Set(Object.values(RESOURCE_FUNCTIONS)).size).toBe(113);
  });

  it('the emulator has a handler for every operation and none for unknown ones', () => {
    expect(missingHandlers(handlers)).toEqual([]);
    expect(strayHandlers(handlers)).toEqual([]);
  });

  it('prints the three counts', () => {
    const table = new Set(ALL_OPERATIONS).size;
    const client = ALL_OPERATIONS.filter((operation) => exported.has(RESOURCE_FUNCTIONS[operation])).length;
    const emulator = ALL_OPERATIONS.length - missingHandlers(handlers).length;
    const line = `route table ${table}/113, client ${client}/113, emulator ${emulator}/113`;
    console.info(line);
    expect(line).toBe('route table 113/113, client 113/113, emulator 113/113');
  });
});
