import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../src/api/routes.ts';
import { createHandlers, missingHandlers, strayHandlers } from '../handlers/index.ts';
import { resolveOptions } from '../index.ts';
import { createState } from '../state.ts';
import { Timers } from '../timers.ts';
import { IdNumbers } from '../wire-forms.ts';

describe('handler coverage', () => {
  const handlers = createHandlers({
    state: createState(),
    options: resolveOptions(),
    timers: new Timers(),
    idNumbers: new IdNumbers(),
    dataDir: '/nonexistent',
    secret: 'test',
    origin: 'http://127.0.0.1:1',
  });

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
