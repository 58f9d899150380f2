// The fault matrix: every action's fault rows, from its catalogue (test/catalogue/<name>.ts); the
// faults themselves are in fault-kinds.ts. To split a run across machines, vitest's own
// `--shard=<i>/<n>` deals out the test files, this one among them. The rows whose fault is a wait on
// the request timeout are in fault-matrix-waits.test.ts, on a slower clock.
import { CATALOGUES } from '../catalogue/index.ts';
import { defineFaultMatrix } from './fault-matrix-suite.ts';

defineFaultMatrix(
  CATALOGUES.flatMap((catalogue) => catalogue.faultScenarios),
  'immediate',
);
