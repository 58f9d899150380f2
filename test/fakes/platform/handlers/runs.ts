import { createdNow, newId, nowIso } from '../ids.ts';
import { listReply, newestFirst } from '../pagination.ts';
import type { ProjectRunRecord } from '../records.ts';
import { getProject, type Runtime } from '../runtime.ts';
import { simulateCommand } from '../shell.ts';
import { type Handlers, PlatformHttpError } from '../types.ts';
import { allowOnly, notFound, objectBody, requireString } from '../validate.ts';

/** What the sandbox runs: package managers, runtimes and a few shell basics, nothing that opens a network. */
export const ALLOWED_COMMANDS: { name: string; description: string }[] = [
  { name: 'node', description: 'Node.js runtime' },
  { name: 'npm', description: 'npm package manager' },
  { name: 'npx', description: 'run a package binary' },
  { name: 'pnpm', description: 'pnpm package manager' },
  { name: 'yarn', description: 'Yarn package manager' },
  { name: 'python', description: 'Python 3 runtime' },
  { name: 'python3', description: 'Python 3 runtime' },
  { name: 'pip', description: 'Python package installer' },
  { name: 'sh', description: 'POSIX shell' },
  { name: 'bash', description: 'Bash shell' },
  { name: 'echo', description: 'print text' },
  { name: 'ls', description: 'list files' },
  { name: 'cat', description: 'print files' },
  { name: 'true', description: 'succeed' },
  { name: 'false', description: 'fail' },
];

export function runHandlers(runtime: Runtime): Handlers {
  const { state } = runtime;
  const summary = ({ output: _output, ...rest }: ProjectRunRecord) => rest;
  return {
    listAllowedRunCommands: (ctx) => listReply(ALLOWED_COMMANDS, ctx.query, (entry) => entry.name),
    listProjectRuns: (ctx) => {
      const project = getProject(runtime, ctx.params.id!);
      const runs = newestFirst([...state.runs.values()].filter((run) => run.projectId === project.id));
      return listReply(runs.map(summary), ctx.query);
    },
    getProjectRun: (ctx) => {
      const project = getProject(runtime, ctx.params.id!);
      const run = state.runs.get(ctx.params.runId!);
      if (!run || run.projectId !== project.id) throw notFound('run', ctx.params.runId!);
      return { status: 200, body: run };
    },
    createProjectRun: (ctx) => {
      const project = getProject(runtime, ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['command']);
      const command = requireString(body, 'command', { max: 4096 }).trim();
      const program = command.split(/\s+/)[0] ?? '';
      if (!ALLOWED_COMMANDS.some((allowed) => allowed.name === program)) {
        throw new PlatformHttpError(
          400,
          'command_not_allowed',
          `"${program}" is not an allowed command; see GET /runs/allowed-commands`,
          'command',
        );
      }
      const run: ProjectRunRecord = {
        id: newId('run'),
        projectId: project.id,
        command,
        status: 'queued',
        exitCode: null,
        output: '',
        startedAt: null,
        finishedAt: null,
        ...createdNow(),
      };
      state.runs.set(run.id, run);
      const { runMs } = runtime.options.lifecycle;
      // Chained, not two timers: under a late event loop Node may fire the longer one first, which
      // would set a finished run back to 'running' for good.
      runtime.timers.schedule(runMs / 2, () => {
        run.status = 'running';
        run.startedAt = nowIso();
        run.updatedAt = run.startedAt;
        run.output = `$ ${command}\n`;
        runtime.timers.schedule(runMs - runMs / 2, () => {
          const result = simulateCommand(command);
          run.output += result.output;
          run.exitCode = result.exitCode;
          run.status = result.exitCode === 0 ? 'succeeded' : 'failed';
          run.finishedAt = nowIso();
          run.updatedAt = run.finishedAt;
        });
      });
      return { status: 201, body: run };
    },
  };
}
