/**
 * Why the platform client sends through Node's own http rather than undici (src/api/transport.ts):
 * a fresh process makes a few small GETs to a local server, as an action's run does, and exits; once
 * through undici's agent and `request`, as the transport used them before, once through the transport. Each
 * process runs under GNU time for its wall, CPU (user + sys, every thread) and peak RSS; one more
 * round with V8's `--trace-wasm-compilation-times` counts the TurboFan compiles of undici's
 * WebAssembly HTTP parser, which from the third answer on cost a helper thread 130–220 ms that the
 * exit waited for.

 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BenchOptions, type BenchRow, median } from './bench-types.ts';
import { jsCopyOf } from './js-copy.ts';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

type Client = 'undici' | 'transport';
const CLIENTS: readonly Client[] = ['undici', 'transport'];
const TIME_BINARY = '/usr/bin/time';
/** An API answer's size: a project or a short list. */
const ANSWER = JSON.stringify({ data: { id: 'p1', name: 'shop', note: 'x'.repeat(900) } });

/**
 * The client process, as plain JavaScript: run as TypeScript, Node would strip its types with a
 * WebAssembly compiler of its own, whose optimisation would be counted with the parser's.
 */
const CHILD = `
const [client, url, requests] = process.argv.slice(2);
if (client === 'undici') {
  // As the transport used it: the agent and its request method by path, not undici's whole index.
  const { default: Agent } = await import(process.env.UNDICI_AGENT);
  const { default: request } = await import(process.env.UNDICI_REQUEST);
  const agent = new Agent({ connections: 32, keepAliveTimeout: 10_000 });
  const { origin, pathname } = new URL(url);
  for (let index = 0; index < Number(requests); index++)
    await (await request.call(agent, { origin, path: pathname, method: 'GET' })).body.text();
  await agent.close();
} else {
  const { sendOnce, closeSharedAgent } = await import('./src/api/transport.js');
  for (let index = 0; index < Number(requests); index++)
    await sendOnce({ method: 'GET', url, headers: {}, signal: new AbortController().signal, maxBodyBytes: 1 << 20 });
  await closeSharedAgent();
}
`;

/** Writes the child and a JavaScript copy of the transport (and what it imports) into `dir`. */
function prepareChild(dir: string): string {
  jsCopyOf(join(repositoryRoot, 'src/api/transport.ts'), repositoryRoot, dir);
  const child = join(dir, 'child.mjs');
  writeFileSync(child, CHILD);
  return child;
}

interface ProcessFigures {
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly rssMb: number;
  readonly turbofan: number;
}

/** One client process under GNU time; `script` is the child written by prepareChild. */
async function runChild(script: string, client: Client, url: string, requests: number, trace: boolean) {
  const timeFile = join(dirname(script), 'time');
  const flags = trace ? ['--trace-wasm-compilation-times'] : [];
  const args = ['-f', '%e %U %S %M', '-o', timeFile, process.execPath, ...flags, script, client, url];
  const child = spawn(TIME_BINARY, [...args, String(requests)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      UNDICI_AGENT: import.meta.resolve('undici/lib/dispatcher/agent.js'),
      UNDICI_REQUEST: import.meta.resolve('undici/lib/api/api-request.js'),
    },
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`the ${client} client exited with ${code}`);
  const [wall, user, system, rss] = readFileSync(timeFile, 'utf8').trim().split(/\s+/).map(Number);
  return {
    wallMs: wall! * 1000,
    cpuMs: (user! + system!) * 1000,
    rssMb: rss! / 1024,
    turbofan: (output.match(/using TurboFan/g) ?? []).length,
  } satisfies ProcessFigures;
}

export async function runHttpClientBench({ quick }: BenchOptions): Promise<BenchRow[]> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': ANSWER.length });
    response.end(ANSWER);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/projects/p1`;
  const rows: BenchRow[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'http-client-bench-'));
  const child = prepareChild(dir);
  try {
    for (const requests of quick ? [3] : [3, 20]) {
      const figures = new Map<Client, ProcessFigures[]>(CLIENTS.map((client) => [client, []]));
      const compiles = new Map<Client, number>();
      for (const client of CLIENTS)
        compiles.set(client, (await runChild(child, client, url, requests, true)).turbofan);
      for (let round = 0; round < (quick ? 1 : 9); round++) {
        // Alternating which goes first spreads the machine's drift over both.
        for (const client of round % 2 === 0 ? CLIENTS : [...CLIENTS].reverse()) {
          figures.get(client)!.push(await runChild(child, client, url, requests, false));
        }
      }
      for (const client of CLIENTS) {
        const runs = figures.get(client)!;
        const of = (pick: (run: ProcessFigures) => number) => Math.round(median(runs.map(pick)));
        rows.push({
          bench: 'http client',
          metric: `${requests} GETs then exit via ${client}: wall / CPU ms, peak RSS MB, TurboFan compiles (median of ${runs.length})`,
          value: `${of((run) => run.wallMs)} / ${of((run) => run.cpuMs)} ms, ${of((run) => run.rssMb)} MB, ${compiles.get(client)}`,
        });
      }
      // The transport must never compile a WebAssembly parser: that is the reason it exists.
      rows.push({
        bench: 'http client',
        metric: `${requests} GETs via the transport: no WebAssembly parser compiled with TurboFan`,
        value: compiles.get('transport')!,
        target: '0',
        met: compiles.get('transport') === 0,
        proof: true,
      });
    }
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
