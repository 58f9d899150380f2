/**
 * What every action brings to the shared suites, in one file per action (test/catalogue/<name>.ts):
 * a valid run, its success status, inputs that must be refused (a read key among them), secret-leak
 * scenarios, fault-matrix rows, a cancellation case and the metadata sample. The suites in
 * test/reliability and test/metadata read these, so adding an action adds its catalogue and nothing
 * else in test/.
 */
import type { InputReader } from '../../src/actions/common/inputs.ts';
import type { CancelCase } from '../reliability/cancel-cases.ts';
import type { BadInputCase, CaseSetup } from '../reliability/cases.ts';
import type { Scenario } from '../reliability/fault-harness.ts';
import type { LeakScenario } from '../reliability/leak-scan-scenarios.ts';

export interface Baseline {
  readonly inputs: Record<string, string>;
  readonly files: Record<string, string>;
  /** The action keeps state on the fake GitHub (an issue), so the run gets its URL and token. */
  readonly github?: boolean;
}

export interface ActionCatalogue {
  readonly action: string;
  /** A valid run that succeeds with no warning; every bad-input case breaks exactly one thing of it. */
  baseline(setup: CaseSetup): Baseline;
  /** The `status` output of the baseline run. */
  readonly successStatus: string;
  /** Inputs refused before any write. One titled "a read-only key…" unless `readKeyEnough` says why not. */
  readonly badInputs: readonly BadInputCase[];
  /** Why a read key is all this action needs, when it is; then no read-key refusal is expected. */
  readonly readKeyEnough?: string;
  /** The `status` output when the read key is refused ('failed' unless the action reports HTTP's). */
  readonly readKeyStatus?: string;
  /** At least one run that succeeds and one that fails, each scanned for leaked secrets. */
  readonly leakScenarios: readonly LeakScenario[];
  /**
   * Why the action never asks the platform anything, when it does not: then its fault rows are
   * GitHub's alone, and its run takes no platform client (the meta-test checks both).
   */
  readonly noPlatformRequests?: string;
  /** Fault-matrix rows: the run under each fault its requests can meet (at least one). */
  readonly faultScenarios: readonly Scenario[];
  /** SIGINT mid-work, then what the report must say it applied (at least one case). */
  readonly cancelCases: readonly CancelCase[];
  /** Valid values for every input, and the entry's own parsing of them. */
  readonly metadata: {
    readonly sample: Record<string, string>;
    parse(reader: InputReader<string>): void;
  };
}

/** A read-key refusal is a bad-input case so titled. */
export const READ_KEY_TITLE = /read-only key/;
