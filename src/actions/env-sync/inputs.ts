import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { segmentProblem } from '../../api/path-params.ts';
import type { DeclaredSource } from '../../env/declared.ts';
import type { EnvTarget } from '../../env/plan.ts';
import { ConfigurationError } from '../../errors.ts';
import type { Inputs } from '../common/inputs.ts';
import { readExpectedPlan } from '../common/sync-inputs.ts';
import type { spec } from './spec.ts';

export type EnvSyncInputName = keyof typeof spec.inputs;

export interface EnvSyncInputs {
  readonly target: EnvTarget;
  /** The dotenv text of `variables`, if given. */
  readonly variables: string | undefined;
  /** The `env-file` path as given, if given. */
  readonly envFile: string | undefined;
  readonly prune: boolean;
  readonly wait: boolean;
  readonly dryRun: boolean;
  readonly timeoutMs: number;
  /** `digest-key`, when given; the API key otherwise. */
  readonly digestKey: string | undefined;
  readonly expectedPlan: string | undefined;
}

/** Everything but api-key and api-url, which readConnection handles first so the key is masked. */
export function readEnvSyncInputs(inputs: Inputs<EnvSyncInputName>): EnvSyncInputs {
  const project = inputs.optionalId('project', "a project's id or name");
  const group = inputs.optionalId('group', 'an env group id or name');
  const service = inputs.optionalId('service', 'the name of a compose service');
  const attachTo = [...new Set(inputs.list('attach-to', { commas: true }))];
  const notAnId = attachTo.find((id) => segmentProblem(id) !== undefined);
  if (notAnId !== undefined) {
    throw new ConfigurationError(
      `Input "attach-to" lists "${notAnId}", which is not a project's id or name: a path segment of "." or ".." would send the request to another endpoint; list project ids or names.`,
      'attach-to',
    );
  }
  const variables = inputs.optional('variables');
  const envFile = inputs.optional('env-file');
  const options = {
    prune: inputs.boolean('prune'),
    wait: inputs.boolean('wait'),
    dryRun: inputs.boolean('dry-run'),
    timeoutMs: inputs.durationMs('timeout'),
    digestKey: inputs.optional('digest-key'),
    expectedPlan: readExpectedPlan(inputs),
  };
  if (variables === undefined && envFile === undefined) {
    throw new ConfigurationError(
      'Declare the variables: set `variables` (dotenv text), `env-file` (a dotenv file in the workspace), or both.',
      'variables',
    );
  }
  return { target: readTarget(project, group, service, attachTo), variables, envFile, ...options };
}

function readTarget(
  project: string | undefined,
  group: string | undefined,
  service: string | undefined,
  attachTo: string[],
): EnvTarget {
  if (group !== undefined && (project !== undefined || service !== undefined)) {
    throw new ConfigurationError(
      'Inputs "group" and "project"/"service" are different targets: give `group` alone, or `project` (optionally with `service`). To attach the group to projects, use `attach-to`.',
      'group',
    );
  }
  if (attachTo.length > 0 && group === undefined) {
    throw new ConfigurationError(
      'Input "attach-to" only applies to an env group target: set `group`, or remove `attach-to`.',
      'attach-to',
    );
  }
  if (group !== undefined) return { kind: 'group', groupId: group, attachTo };
  if (service !== undefined && project === undefined) {
    throw new ConfigurationError(
      'Input "service" names a compose service of a project: set `project` to that project\'s id or name too.',
      'project',
    );
  }
  if (project === undefined) {
    throw new ConfigurationError(
      "No target: set `project` (a project's id or name), `project` and `service` (one compose service), or `group` (an env group id).",
      'project',
    );
  }
  return service === undefined
    ? { kind: 'project', projectId: project }
    : { kind: 'service', projectId: project, service };
}

/** The declared sources in merge order: the env file first, so `variables` wins a clash. */
export function readSources(config: EnvSyncInputs, workspace: string): DeclaredSource[] {
  const sources: DeclaredSource[] = [];
  if (config.envFile !== undefined) {
    const path = resolve(workspace, config.envFile);
    if (!existsSync(path) || !statSync(path).isFile()) {
      throw new ConfigurationError(
        `Input "env-file" names ${config.envFile}, which is not a file in the workspace (${workspace}): check the path, relative to the repository root, and that an earlier step created it.`,
        'env-file',
      );
    }
    sources.push({
      label: `input "env-file" (${config.envFile})`,
      input: 'env-file',
      text: readFileSync(path, 'utf8'),
    });
  }
  if (config.variables !== undefined)
    sources.push({ label: 'input "variables"', input: 'variables', text: config.variables });
  return sources;
}
