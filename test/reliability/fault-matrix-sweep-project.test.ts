// One file per group of actions, so vitest runs the groups in parallel; the rows are in fault-kinds.ts.
import { defineFaultMatrix } from './fault-matrix-suite.ts';
import { previewSweepScenario, projectSyncScenario } from './fault-scenarios-sweep-project.ts';

defineFaultMatrix([previewSweepScenario, projectSyncScenario]);
