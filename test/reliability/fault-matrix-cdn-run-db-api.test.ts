// One file per group of actions, so vitest runs the groups in parallel; the rows are in fault-kinds.ts.
import { defineFaultMatrix } from './fault-matrix-suite.ts';
import {
  apiScenario,
  cdnScenario,
  previewDatabaseScenario,
  runScenario,
} from './fault-scenarios-cdn-run-db-api.ts';

defineFaultMatrix([cdnScenario, runScenario, previewDatabaseScenario, apiScenario]);
