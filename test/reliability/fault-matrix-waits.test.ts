// The fault matrix's rows whose fault is a wait on the client's request timeout (slow answers,
// connections dropped or reset), on a clock slow enough that the same row's unfaulted requests beat
// that timeout on a busy machine; the other rows are in fault-matrix.test.ts.
import { CATALOGUES } from '../catalogue/index.ts';
import { defineFaultMatrix } from './fault-matrix-suite.ts';

defineFaultMatrix(
  CATALOGUES.flatMap((catalogue) => catalogue.faultScenarios),
  'waits',
);
