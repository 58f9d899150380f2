import { runBundle } from '../common/platform-action.ts';
import { run } from './run.ts';

await runBundle(run);
