/**
 * What a deploy step must do on top of the limit (bench/limit.ts), each part timed alone on the same
 * tree: list the files (the limit's CPU leaves its own walk out), compute each file's CRC-32 (a zip
 * needs it; the limit only reads stored files), hash the archive (the action's `archive-sha256`) and
 * send the archive's bytes to the platform over a socket. With a one-file deploy's CPU (Node, the
 * bundle, the API calls, the exit) and the limit's own, that is the step's floor: the CPU a packer
 * with no overhead at all (no framing, no hand-offs, no garbage) would still take.
 *
 * Each part is its cheapest form: a bare recursive `readdir` (no stat, no ignore rules), CRC-32 and
 * SHA-256 of memory already touched once, and the send from one reused buffer to a sink in another
 * process, so only the sender's CPU counts.
 *
 *   node bench/step-floor.ts <root> <archive bytes>   prints the measurement as JSON
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';

export interface StepFloorExtras {
  /** Listing every file: `readdir` of each directory, nothing else. */
  readonly listCpuMs: number;
  /** CRC-32 of every file's bytes. */
  readonly crcCpuMs: number;
  /** SHA-256 of as many bytes as the archive has. */
  readonly hashCpuMs: number;
  /** Sending as many bytes as the archive has over loopback (the sender's CPU). */
  readonly sendCpuMs: number;
}

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

function listFiles(dir: string, into: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }) as Dirent[]) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, into);
    else into.push(path);
  }
}

/** The CPU of `work`'s second run: the first warms the page cache and touches the memory. */
function secondRunCpu(work: () => void): number {
  work();
  const before = cpuMs();
  work();
  return cpuMs() - before;
}

const SINK = `require('node:net').createServer((s) => { s.resume(); s.on('end', () => s.end()); }).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;

async function sendCpu(bytes: number): Promise<number> {
  const sink = spawn(process.execPath, ['-e', SINK], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = Number(
      await new Promise<string>((read) => sink.stdout.once('data', (d) => read(String(d)))),
    );
    const block = Buffer.alloc(1 << 20, 0x5a);
    const before = cpuMs();
    await new Promise<void>((done, fail) => {
      const socket = connect(port, '127.0.0.1', async () => {
        for (let sent = 0; sent < bytes; sent += block.length) {
          const chunk = block.subarray(0, Math.min(block.length, bytes - sent));
          await new Promise<void>((written) => socket.write(chunk, () => written()));
        }
        socket.end();
      });
      socket.on('error', fail);
      socket.resume();
      socket.on('close', () => done());
    });
    return cpuMs() - before;
  } finally {
    sink.kill();
  }
}

export async function measureStepFloorExtras(root: string, archiveBytes: number): Promise<StepFloorExtras> {
  let files: string[] = [];
  const listCpuMs = secondRunCpu(() => {
    files = [];
    listFiles(root, files);
  });
  const contents = files.map((path) => readFileSync(path));
  const crcCpuMs = secondRunCpu(() => {
    for (const content of contents) crc32(content);
  });
  const block = Buffer.alloc(1 << 20, 0xa5);
  const hashCpuMs = secondRunCpu(() => {
    const hash = createHash('sha256');
    for (let done = 0; done < archiveBytes; done += block.length) {
      hash.update(block.subarray(0, Math.min(block.length, archiveBytes - done)));
    }
    hash.digest();
  });
  await sendCpu(Math.min(archiveBytes, 8 << 20)); // a first connection and send, not counted
  const sendCpuMs = await sendCpu(archiveBytes);
  return { listCpuMs, crcCpuMs, hashCpuMs, sendCpuMs };
}

if (import.meta.main) {
  const [root, bytes] = process.argv.slice(2);
  console.log(JSON.stringify(await measureStepFloorExtras(root!, Number(bytes))));
}
