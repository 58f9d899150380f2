// One file per group of actions, so vitest runs the groups in parallel; the rows are in fault-kinds.ts.
import { defineFaultMatrix } from './fault-matrix-suite.ts';
import { envGroupScenario, envProjectScenario } from './fault-scenarios-deploy-env.ts';

defineFaultMatrix([envProjectScenario, envGroupScenario]);
