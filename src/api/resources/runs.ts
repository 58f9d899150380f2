import type { PlatformClient } from '../client.ts';
import { type JsonRecord, numberField, stringField, timestampField } from '../decode.ts';
import { rawStatusOf } from '../lifecycle.ts';
import { endpoint, listing } from './operation.ts';
import { asRecord, defined, idOf, type ListRequestOptions, listOptions } from './records.ts';
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

export const listProjectRuns = listing('listProjectRuns', (record, _, client) =>
  toProjectRun(record, client),
);

/** Starts `command` in a sandbox (one of listAllowedRunCommands). Never repeated after an ambiguous failure. */
export const createProjectRun = endpoint('createProjectRun', {
  body: (command: string) => ({ command }),
  decode: (value, _, client) => toProjectRun(value, client),
  requireId: 'run',
});

export const getProjectRun = endpoint('getProjectRun', {
  decode: (value, runId, client) => toProjectRun(value, client, runId),
  fallbackId: 'path',
});

/** The commands createProjectRun accepts, as strings. */
export async function listAllowedRunCommands(
  client: PlatformClient,
  options?: ListRequestOptions,
): Promise<string[]> {
  const [call, pages] = listOptions(options);
  const records = await client.list('listAllowedRunCommands', call, pages);
  return records
    .map((item) => stringField(item, 'command', 'name', 'value'))
    .filter((command): command is string => command !== undefined && command !== '');
}
