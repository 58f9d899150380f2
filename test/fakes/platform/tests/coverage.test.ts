import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../src/api/routes.ts';
import { detachedHandlers } from '../handlers/detached.ts';
import { missingHandlers, strayHandlers } from '../handlers/index.ts';

describe('handler coverage', () => {
  const handlers = detachedHandlers();

  it('has a handler for every operation of ROUTES', () => {
    expect(ROUTES).toHaveLength(113);
    expect(missingHandlers(handlers)).toEqual([]);
  });

  it('has no handler for an operation ROUTES does not know', () => {
    expect(strayHandlers(handlers)).toEqual([]);
  });

  it('reports what is missing when a handler is absent', () => {
    const { getProject: _dropped, ...partial } = handlers;
    expect(missingHandlers(partial)).toEqual(['getProject']);
  });
});
