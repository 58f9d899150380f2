import { closeSharedAgent } from '../api/transport.ts';
import { type CommandTable, interruptSignal, runCli } from './main.ts';

/**
 * The bundle's whole life (dist/cli/index.js): the command line on this process, then the shared
 * HTTP pool closed and the exit code set, so no kept-alive socket holds the terminal.
 *
 * @public The build's generated entry (.tmp/entries/cli.ts) calls it.
 */
export async function runCliProcess(table: CommandTable): Promise<never> {
  const signal = interruptSignal(() => process.exit(130));
  const code = await runCli(table, process.argv.slice(2), {
    env: process.env,
    cwd: process.cwd(),
    stdout: process.stdout,
    stderr: process.stderr,
    signal,
  });
  await closeSharedAgent().catch(() => undefined);
  process.exit(code);
}
