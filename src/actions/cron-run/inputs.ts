import type { JobLookup } from '../../cron/run-now.ts';
import { ConfigurationError } from '../../errors.ts';
import type { Inputs } from '../common/inputs.ts';
import type { spec } from './spec.ts';

export type CronRunInputName = keyof typeof spec.inputs;

export interface CronRunInputs {
  /** The job's id or name, as given; looked up once the client exists. */
  readonly job: string;
  /** The project's id or name, as given, when the job is to be looked for in one project. */
  readonly project: string | undefined;
  readonly dryRun: boolean;
  readonly timeoutMs: number;
}

/** Everything but the connection inputs; every mistake is one sentence naming the input. */
export function readCronRunInputs(inputs: Inputs<CronRunInputName>): CronRunInputs {
  return {
    job: inputs.id('job', "a cron job's id or name", 'set it to the id or name of the cron job to run'),
    project: inputs.optionalId('project', "a project's id or name"),
    dryRun: inputs.boolean('dry-run'),
    timeoutMs: inputs.durationMs('timeout'),
  };
}

/** Why the `job` input names no single job (of the project, when one is given), as the input's one sentence. */
export function jobNotFound(
  reference: string,
  lookup: Exclude<JobLookup, { kind: 'found' }>,
  project: string | undefined,
): ConfigurationError {
  const where = project === undefined ? '' : ` of project ${project}`;
  const problem =
    lookup.kind === 'several'
      ? `the name of ${lookup.ids.length} cron jobs${where} (${lookup.ids.join(', ')}): give the id of the one meant instead`
      : lookup.kind === 'other-project'
        ? `the id of a cron job of ${lookup.project === null ? 'no project' : `project ${lookup.project}`}, not of ${project}: check the \`project\` input, or leave it empty`
        : `which is neither the id nor the name of a cron job${where} the key can see (it sees ${lookup.count}): check the id or name${project === undefined ? '' : ' and the `project` input'}, and that the \`api-key\` belongs to the organisation that owns it`;
  return new ConfigurationError(`Input "job" is "${reference}", ${problem}.`, 'job');
}
