import { afterEach } from 'vitest';
import { ACTION_TERMS } from '../../../src/actions/common/api-terms.ts';
import { PlatformClient, type PlatformClientOptions } from '../../../src/api/client.ts';
import { type RecordedRequest, type Script, startServer, type TestServer, testKey } from './server.ts';

type ClientOptions = Partial<PlatformClientOptions>;

export interface ScriptedServer {
  /** Starts the test's server answering by `script` (on `port` when given). */
  start(script: Script, port?: number): Promise<TestServer>;
  /** Starts the test's server and gives a client of it with a fresh key (so no two share a rate bucket). */
  client(script: Script, options?: ClientOptions): Promise<PlatformClient>;
  /** The server the running test started. */
  server(): TestServer;
  /** What the running test's server has received so far (none before it started). */
  requests(): RecordedRequest[];
}

/**
 * One scripted server per test, closed after each test of the file or suite that calls this; `defaults`
 * are the client options the suite's every client takes.
 */
export function scriptedServer(defaults: ClientOptions = {}): ScriptedServer {
  let current: TestServer | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  const start = async (script: Script, port?: number) => {
    current = await startServer(script, port);
    return current;
  };
  return {
    start,
    async client(script, options = {}) {
      const server = await start(script);
      return new PlatformClient({
        terms: ACTION_TERMS,
        apiUrl: server.apiUrl,
        apiKey: testKey(),
        ...defaults,
        ...options,
      });
    },
    server() {
      if (!current) throw new Error('no scripted server: the test has not started one');
      return current;
    },
    requests: () => current?.requests ?? [],
  };
}
