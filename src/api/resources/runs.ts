import type { PlatformClient } from '../client.ts';
import { type JsonRecord, numberField, stringField, timestampField, unwrapList } from '../decode.ts';
import { rawStatusOf } from '../lifecycle.ts';
import {
  asRecord,
  callOptions,
  defined,
  idOf,
  type ListRequestOptions,
  listRecords,
  type RequestOptions,
  requireId,
} from './records.ts';
import { type RunOutcome, toRunOutcome } from './run-outcome.ts';

export type { RunOutcome } from './run-outcome.ts';

export interface ProjectRun {
  readonly id: string;
  readonly outcome: RunOutcome;
  /** The platform's own status word. */
  readonly status: string;
  readonly command?: string;
  readonly output?: string;
  readonly exitCode?: number;
  readonly createdAt?: string;
  readonly raw: JsonRecord;
}

export function toProjectRun(value: unknown, client: PlatformClient, fallbackId?: string): ProjectRun {
  const raw = asRecord(value);
  const status = rawStatusOf(raw) ?? '';
  return {
    id: idOf(raw, 'runId') ?? fallbackId ?? '',
    outcome: toRunOutcome(status, raw, client.logger),
    status,
    raw,
    ...defined({
      command: stringField(raw, 'command', 'cmd'),
      output: stringField(raw, 'output', 'stdout', 'logs', 'result'),
      exitCode: numberField(raw, 'exitCode', 'exitStatus'),
      createdAt: timestampField(raw, 'createdAt', 'startedAt'),
    }),
  };
}

export async function listProjectRuns(
  client: PlatformClient,
  projectId: string,
  options?: ListRequestOptions,
): Promise<ProjectRun[]> {
  return (await listRecords(client, 'listProjectRuns', { id: projectId }, options)).map((r) =>
    toProjectRun(r, client),
  );
}

/** Starts `command` in a sandbox (one of listAllowedRunCommands). Never repeated after an ambiguous failure. */
export async function createProjectRun(
  client: PlatformClient,
  projectId: string,
  command: string,
  options?: RequestOptions,
): Promise<ProjectRun> {
  const body = await client.call(
    'createProjectRun',
    callOptions(options, { id: projectId }, { body: { command } }),
  );
  const run = toProjectRun(body, client);
  requireId('createProjectRun', run.id, 'run');
  return run;
}

export async function getProjectRun(
  client: PlatformClient,
  projectId: string,
  runId: string,
  options?: RequestOptions,
): Promise<ProjectRun> {
  return toProjectRun(
    await client.call('getProjectRun', callOptions(options, { id: projectId, runId })),
    client,
    runId,
  );
}

/** The commands createProjectRun accepts, as strings. */
export async function listAllowedRunCommands(
  client: PlatformClient,
  options?: RequestOptions,
): Promise<string[]> {
  const body = await client.call('listAllowedRunCommands', callOptions(options));
  const list = unwrapList(body, ['commands', 'allowedCommands']) ?? [];
  return list
    .map((item) => (typeof item === 'string' ? item : stringField(item, 'command', 'name', 'value')))
    .filter((command): command is string => command !== undefined && command !== '');
}
