/**
 * The pack benchmark's contestants, each run as its own process on the same tree, round after round
 * in a rotating order (so the machine's drift is spread over all of them), under GNU time.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LimitMeasurement } from './limit.ts';
import type { DeployHarness, DeployRun } from './pack-deploy.ts';
import { generateWorkspace, type WorkspaceShape } from './workspace-fixture.ts';

export type Contestant = 'deploy' | 'zip' | 'zip-curl' | 'pack' | 'archiver' | 'limit';

export interface Measurement {
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly peakRssMB: number;
  readonly sizeBytes: number;
}

export type RoundResult = Partial<Record<Exclude<Contestant, 'deploy' | 'limit'>, Measurement>> & {
  deploy?: DeployRun;
  limit?: LimitMeasurement;
};

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const nodeBinary = join(repositoryRoot, 'node_modules/.bin/node');
const thisFile = fileURLToPath(import.meta.url);
const TIME_BINARY = '/usr/bin/time';

/** The seeded tree, generated once per shape and kept in the temp dir for later runs. */
export async function cachedFixture(shape: WorkspaceShape): Promise<string> {
  const root = join(
    tmpdir(),
    'platform-actions-bench',
    `workspace-${shape.seed}-${shape.files}-${shape.totalBytes}${shape.mix && shape.mix !== 'mixed' ? `-${shape.mix}` : ''}`,
  );
  const marker = `${root}.complete`;
  if (!existsSync(marker)) {
    await rm(root, { recursive: true, force: true });
    await mkdir(root, { recursive: true });
    const generated = await generateWorkspace(root, shape);
    await writeFile(marker, JSON.stringify(generated));
  }
  return root;
}

/** Gives every file the same new mtime, different each round: packers that record mtimes change. */
async function touchAll(directory: string, round: number): Promise<void> {
  const when = new Date(Date.UTC(2024, 0, 1 + round));
  for (const entry of await readdir(directory, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) await utimes(join(entry.parentPath, entry.name), when, when);
  }
}

/** A warm-up round (page cache, compile cache), then `repeats` timed rounds. */
export async function measureRounds(
  root: string,
  contestants: readonly Contestant[],
  repeats: number,
  harness: DeployHarness,
): Promise<RoundResult[]> {
  const scratch = await mkdtemp(join(tmpdir(), 'pack-bench-'));
  try {
    for (const contestant of contestants) {
      if (contestant === 'deploy') await harness.deploy(root, 'warm');
      else if (contestant === 'limit') await measureLimitInChild(root);
      else await measure(contestant, root, scratch, harness, 'warm');
    }
    const rounds: RoundResult[] = [];
    for (let round = 0; round < repeats; round++) {
      await touchAll(root, round);
      const result: RoundResult = {};
      for (let index = 0; index < contestants.length; index++) {
        const contestant = contestants[(index + round) % contestants.length]!;
        if (contestant === 'deploy') result.deploy = await harness.deploy(root, String(round));
        else if (contestant === 'limit') result.limit = await measureLimitInChild(root);
        else result[contestant] = await measure(contestant, root, scratch, harness, String(round));
      }
      rounds.push(result);
    }
    return rounds;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The machine's limit on this tree (bench/limit.ts), in a process of its own like the others. */
async function measureLimitInChild(root: string): Promise<LimitMeasurement> {
  const child = spawn(nodeBinary, [join(repositoryRoot, 'bench/limit.ts'), root], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolveChild, reject) => {
    child.on('error', reject);
    child.on('close', resolveChild);
  });
  if (code !== 0) throw new Error(`bench/limit.ts exited with ${code}`);
  return JSON.parse(output) as LimitMeasurement;
}

async function measure(
  contestant: Exclude<Contestant, 'deploy' | 'limit'>,
  root: string,
  scratch: string,
  harness: DeployHarness,
  label: string,
): Promise<Measurement> {
  const outFile = join(scratch, `${contestant}-${label}.zip`);
  await rm(outFile, { force: true });
  const zip = `zip -qr '${outFile}' .`;
  const curl = `curl -sS -f -o /dev/null -H 'authorization: Bearer ${harness.platform.fullKey}' -F 'file=@${outFile};type=application/zip' '${harness.uploadUrl}'`;
  const command: Record<Exclude<Contestant, 'deploy' | 'limit'>, string[]> = {
    zip: ['sh', '-c', zip],
    'zip-curl': ['sh', '-c', `${zip} && ${curl}`],
    pack: [nodeBinary, thisFile, '--child', 'pack', root, outFile],
    archiver: [nodeBinary, thisFile, '--child', 'archiver', root, outFile],
  };
  const timing = `${outFile}.time`;
  const started = performance.now();
  await spawnChild([TIME_BINARY, '-f', '%U %S %M', '-o', timing, ...command[contestant]], root);
  const wallMs = performance.now() - started;
  const [user = Number.NaN, system = Number.NaN, maxKiB = Number.NaN] = (await readFile(timing, 'utf8'))
    .trim()
    .split(/\s+/)
    .slice(-3)
    .map(Number);
  const sizeBytes = (await stat(outFile)).size;
  await rm(outFile, { force: true });
  return { wallMs, cpuMs: (user + system) * 1000, peakRssMB: (maxKiB * 1024) / 1e6, sizeBytes };
}

function spawnChild(argv: readonly string[], cwd: string): Promise<void> {
  return new Promise((resolveChild, reject) => {
    const [command, ...args] = argv;
    const child = spawn(command!, args, {
      cwd,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_COMPILE_CACHE: join(tmpdir(), 'platform-actions-bench', 'compile-cache') },
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolveChild();
      else reject(new Error(`${argv.join(' ')} exited with ${code}`));
    });
  });
}

/** Child mode: one Node packer on the tree. */
async function runChild(packer: string, root: string, outFile: string): Promise<void> {
  if (packer === 'pack') {
    const { packWorkspace } = await import('../src/workspace/pack.ts');
    await packWorkspace({ root, outFile });
  } else if (packer === 'archiver') {
    const { ZipArchive } = await import('archiver');
    const { createWriteStream } = await import('node:fs');
    const archive = new ZipArchive({ zlib: { level: 6 } });
    const output = createWriteStream(outFile);
    archive.pipe(output);
    archive.directory(root, false);
    await Promise.all([archive.finalize(), new Promise<void>((done) => output.on('close', () => done()))]);
  } else {
    throw new Error(`Unknown packer ${packer}`);
  }
}

if (import.meta.main && process.argv[2] === '--child') {
  await runChild(process.argv[3]!, process.argv[4]!, process.argv[5]!);
}
