// The fault matrix in five files, so vitest runs them in parallel: every action's fault rows, from its
// catalogue (test/catalogue/<name>.ts), dealt out in turn; the faults themselves are in fault-kinds.ts.
import { CATALOGUES } from '../catalogue/index.ts';
import { defineFaultMatrix, shardOf } from './fault-matrix-suite.ts';

defineFaultMatrix(shardOf(CATALOGUES, 4));
