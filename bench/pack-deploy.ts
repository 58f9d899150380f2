/**
 * The local platform the pack benchmark deploys to and uploads to, and one run of the deploy bundle
 * as the runner runs it (INPUT_*, RUNNER_TEMP, `wait: false`), under GNU time for its peak RSS.
 */
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDeployBundle } from '../test/chaos/bundle.ts';
import { NODE24 } from '../test/e2e/harness.ts';
import { type Platform, startPlatform } from '../test/fakes/platform/index.ts';
import { probeEnvironment, readProbe, type StepProbe } from './step-probe.ts';

export interface DeployRun {
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly peakRssMB: number;
  /**
   * Minor page faults of the process (GNU time's %R): each a page of memory touched for the first
   * time. On a VM each can cost tens of µs of CPU (measured: bench/page-cost.ts).
   */
  readonly minorFaults: number;
  readonly sizeBytes: number;
  /** Spawn → the platform seeing the action's first API request. */
  readonly startupMs: number;
  /** Spawn → the upload's request reaching the platform, and its answer (the last attempt's). */
  readonly uploadStartMs: number;
  readonly uploadEndMs: number;
  /** Spawn → the deployment's create request. */
  readonly createMs: number;
  /** How long packing took, as the action logged it. */
  readonly packMs: number;
  readonly archiveSha256: string;
  /** What the step's process said of its main thread (step-probe.ts); undefined if it wrote nothing. */
  readonly probe: StepProbe | undefined;
  /** `node -e 0` under the same launcher, spawn → exit, just before this round's deploy: Node's own start. */
  readonly nodeAloneMs: number;
}

const TIME_BINARY = '/usr/bin/time';

export class DeployHarness {
  readonly platform: Platform;
  readonly projectId: string;
  /** Per deploy run: the archive-sha256 it reported and what the platform stored from it. */
  readonly #checks: { reported: string; stored: string[] }[] = [];

  private constructor(platform: Platform, projectId: string) {
    this.platform = platform;
    this.projectId = projectId;
  }

  static async start(): Promise<DeployHarness> {
    // No build may start while later rounds run: `wait: false` returns before it would.
    const platform = await startPlatform({
      rateLimit: 1000,
      build: { queuedMs: 3_600_000, buildingMs: 100, logLineIntervalMs: 10 },
    });
    return new DeployHarness(platform, platform.admin.createProject({ name: 'pack-bench' }).id);
  }

  /** POST /uploads URL and the key, for curl. */
  get uploadUrl(): string {
    return `${this.platform.url}/uploads`;
  }

  async deploy(root: string, label: string): Promise<DeployRun> {
    const timing = join(tmpdir(), `pack-bench-deploy-${process.pid}-${label}.time`);
    const probeFile = join(tmpdir(), `pack-bench-deploy-${process.pid}-${label}.probe`);
    const nodeAloneMs = await nodeAlone(`${probeFile}.node-alone`);
    const uploadsBefore = new Set(this.platform.state.uploads.keys());
    const requestsBefore = this.platform.requestLog.length;
    const spawnedAt = Date.now();
    const started = performance.now();
    const result = await startDeployBundle(this.platform, this.projectId, {
      workspace: root,
      launcher: [TIME_BINARY, '-f', '%U %S %M %R', '-o', timing],
      inputs: { wait: 'false', timeout: '10m' },
      env: probeEnvironment(probeFile),
    }).result;
    const wallMs = performance.now() - started;
    if (result.exitCode !== 0) {
      throw new Error(`the deploy action failed in the pack bench:\n${result.stdout}\n${result.stderr}`);
    }
    const [user = Number.NaN, system = Number.NaN, maxKiB = Number.NaN, minorFaults = Number.NaN] = (
      await readFile(timing, 'utf8')
    )
      .trim()
      .split(/\s+/)
      .slice(-4)
      .map(Number);
    await rm(timing, { force: true });
    const probe = await readProbe(probeFile);
    const stored = [...this.platform.state.uploads.entries()]
      .filter(([id]) => !uploadsBefore.has(id))
      .map(([, upload]) => upload.record);
    const archiveSha256 = result.outputs['archive-sha256'] ?? '';
    this.#checks.push({ reported: archiveSha256, stored: stored.map((record) => record.sha256) });
    const requests = this.platform.requestLog.slice(requestsBefore);
    const since = (at: number | undefined) => (at === undefined ? Number.NaN : at - spawnedAt);
    const upload = requests.filter((entry) => entry.operation === 'createUpload').at(-1);
    const packed = /Packed \d+ files into .* in ([\d.]+) s/.exec(result.stdout)?.[1];
    return {
      wallMs,
      cpuMs: (user + system) * 1000,
      peakRssMB: (maxKiB * 1024) / 1e6,
      minorFaults,
      sizeBytes: stored[0]?.size ?? 0,
      startupMs: since(requests[0]?.at),
      uploadStartMs: since(upload?.at),
      uploadEndMs: since(upload ? upload.at + upload.durationMs : undefined),
      createMs: since(requests.find((entry) => entry.operation === 'createDeployment')?.at),
      packMs: packed === undefined ? Number.NaN : Number(packed) * 1000,
      archiveSha256,
      probe,
      nodeAloneMs,
    };
  }

  /** A deploy of another tree, left out of the same-bytes proof. */
  async deployAside(root: string, label: string): Promise<DeployRun> {
    const run = await this.deploy(root, label);
    this.#checks.pop();
    return run;
  }

  /**
   * Every deploy so far reported one archive-sha256 (the tree did not change, its mtimes did), and
   * each stored exactly one upload, with those bytes.
   */
  everyDeployStoredItsOwnBytes(): boolean {
    const reported = new Set(this.#checks.map((check) => check.reported));
    return (
      this.#checks.length > 0 &&
      reported.size === 1 &&
      this.#checks.every((check) => check.stored.length === 1 && check.stored[0] === check.reported)
    );
  }

  /** One more deploy whose upload is cut after 1 MB: its retry must store the bytes it reports. */
  async retriedDeploySameBytes(root: string): Promise<boolean> {
    const fault = this.platform.faults.add({
      operation: 'createUpload',
      cutRequestAfterBytes: 1_000_000,
      times: 1,
    });
    try {
      const run = await this.deploy(root, 'retry');
      const check = this.#checks.pop()!;
      const earlier = this.#checks[0]?.reported ?? run.archiveSha256;
      return (
        fault.hits === 1 &&
        check.stored.length === 1 &&
        check.stored[0] === run.archiveSha256 &&
        run.archiveSha256 === earlier
      );
    } finally {
      fault.remove();
    }
  }

  async close(): Promise<void> {
    await this.platform.close();
  }
}

/**
 * `node -e 0` spawned as the deploy is (the same Node, under GNU time, with the same step probe loaded
 * through NODE_OPTIONS), spawn → exit: what Node alone takes to start and stop on this machine at
 * this moment, so the step's first request can be read as the milliseconds it adds to that. The
 * probe is a measuring tool the step's own process loads before the bundle; loading it here too keeps
 * its cost out of the difference.
 */
async function nodeAlone(probeFile: string): Promise<number> {
  const started = performance.now();
  await new Promise<void>((resolveChild, reject) => {
    const child = spawn(TIME_BINARY, ['-f', '%U %S %M', '-o', '/dev/null', NODE24, '-e', '0'], {
      stdio: 'ignore',
      env: { ...process.env, ...probeEnvironment(probeFile) },
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolveChild() : reject(new Error(`node -e 0 exited with ${code}`)),
    );
  });
  const elapsed = performance.now() - started;
  await rm(probeFile, { force: true });
  return elapsed;
}
