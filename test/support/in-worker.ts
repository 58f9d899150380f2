import { Worker } from 'node:worker_threads';

/**
 * Runs `body`, an ES module body that sees `workerData` (with `modules`, name → file URL of each module
 * it imports) and `parentPort`, in a worker thread, and resolves with the first message it posts.
 * Past `limitMs` the worker is terminated, even in the middle of a regex or a loop, and the promise
 * rejects: a regression to quadratic time fails at the bound instead of blocking the run for minutes.
 */
export function inWorker(body: string, modules: Record<string, URL>, limitMs: number): Promise<unknown> {
  const hrefs = Object.fromEntries(Object.entries(modules).map(([name, url]) => [name, url.href]));
  const code = `import { parentPort, workerData } from 'node:worker_threads';\n${body}`;
  const worker = new Worker(code, { eval: true, workerData: { modules: hrefs } });
  let timer: NodeJS.Timeout | undefined;
  return new Promise<unknown>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`still running after ${limitMs} ms`)), limitMs);
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', () => reject(new Error('the worker exited without an answer')));
  }).finally(() => {
    clearTimeout(timer);
    return worker.terminate();
  });
}
