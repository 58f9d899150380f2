/**
 * What one tree's pack benchmark measured (bench/pack.ts), as bench/pack-rows.ts turns it into rows:
 * a module of its own so that neither imports the other.
 */
import type { LimitMeasurement } from './limit.ts';
import type { Contestant } from './pack-contestants.ts';
import type { DeployRun } from './pack-deploy.ts';
import type { StepFloorExtras } from './step-floor.ts';
import type { TreeMix } from './workspace-fixture.ts';

export interface ContestantSummary {
  readonly contestant: Exclude<Contestant, 'limit'>;
  readonly walls: readonly number[];
  readonly wallMs: number;
  readonly peakRssMB: number;
  readonly cpuMs: number;
  readonly sizeBytes: number;
}

export interface PackBenchReport {
  readonly tree: TreeMix;
  readonly rounds: number;
  readonly summaries: readonly ContestantSummary[];
  /** The deploy rounds, for their start-up and timeline. */
  readonly deployRuns: readonly DeployRun[];
  /** The limit's rounds. */
  readonly limits: readonly LimitMeasurement[];
  /** Every deploy round reported the same archive-sha256, and the platform stored exactly those bytes. */
  readonly sameBytes: boolean;
  /** A deploy whose upload was cut mid-body stored the same sha256 after its retry. */
  readonly retrySameBytes: boolean;
  /**
   * CPU time (user + sys) of the same deploy on a one-file tree, median of as many rounds: what a
   * deploy costs whatever the tree (Node's start, the bundle, the API calls, the exit), which no
   * packer can lower. Absent unless both the deploy and the limit ran.
   */
  readonly fixedCpuMs?: number;
  /** Minor page faults of that one-file deploy (median). */
  readonly fixedFaults?: number;
  /** What the step must do beyond the limit and the one-file deploy, each part alone (step-floor.ts). */
  readonly floorExtras?: StepFloorExtras;
  /** This machine's CPU time per page of fresh memory touched (bench/page-cost.ts), in µs. */
  readonly pageFaultUs?: number;
  readonly shape: string;
}
