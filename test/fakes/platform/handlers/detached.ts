import { resolveOptions } from '../index.ts';
import { createState } from '../state.ts';
import { Timers } from '../timers.ts';
import type { Handlers } from '../types.ts';
import { IdNumbers } from '../wire-forms.ts';
import { createHandlers } from './index.ts';

/**
 * Every operation's handler over a fresh state, with no server, files or clock behind it: enough to see
 * which operations the emulator covers, not to call them.
 */
export function detachedHandlers(): Handlers {
  return createHandlers({
    state: createState(),
    options: resolveOptions(),
    timers: new Timers(),
    idNumbers: new IdNumbers(),
    dataDir: '/nonexistent',
    secret: 'detached',
    origin: 'http://127.0.0.1:1',
  });
}
