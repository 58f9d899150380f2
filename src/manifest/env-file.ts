import type { PlatformClient } from '../api/client.ts';
import { readDeclared } from '../env/declared.ts';
import type { EnvPlan } from '../env/plan.ts';
import { variablesChange } from '../env/plan.ts';
import { runEnvSync } from '../env/sync.ts';
import { ConfigurationError } from '../errors.ts';
import type { Logger } from '../log.ts';
import { issueAt, throwIfIssues, type ValidationIssue } from '../sync/validation.ts';
import { capitalise, plural } from '../text.ts';
import type { Manifest, ManifestProject } from './manifest.ts';
import { readFileInside } from './paths.ts';

/** The variables each project's env file declares, by manifest key (projects without one are absent). */
export type EnvFileVariables = ReadonlyMap<string, ReadonlyMap<string, string>>;

/**
 * Reads the env file of every project given, and throws every problem at once (a missing file at the
 * manifest's line, a bad line at the env file's own), before anything is written. A message names
 * variables and lines, never a value. Values of a committed file are not secrets (env-sync's rule),
 * but nothing here prints them.
 */
export function readEnvFiles(
  workspace: string,
  manifest: Manifest,
  projects: readonly ManifestProject[],
): EnvFileVariables {
  const issues: ValidationIssue[] = [];
  const read = new Map<string, ReadonlyMap<string, string>>();
  for (const project of projects) {
    const reference = project.envFile;
    if (reference === undefined) continue;
    const at = { file: manifest.file, line: reference.line, column: 1 };
    const what = `Project "${project.key}": env-file ${reference.path}`;
    const text = readFileInside(workspace, reference.path);
    if (text === undefined) {
      issues.push(
        issueAt(
          at,
          `${what} is not a file in the checked-out repository; commit it there, or fix the path (relative to the repository root).`,
        ),
      );
      continue;
    }
    const declared = readDeclared([{ label: reference.path, input: 'env-file', text }]);
    for (const problem of declared.problems) {
      issues.push(
        issueAt({ file: reference.path, line: problem.line, column: 1 }, `${capitalise(problem.message)}.`),
      );
    }
    if (declared.problems.length === 0 && declared.variables.size === 0) {
      issues.push(
        issueAt(
          at,
          `${what} declares no NAME=value line, and an empty set would delete every variable of the project; declare at least one, or remove \`env-file\`.`,
        ),
      );
    }
    read.set(project.key, declared.variables);
  }
  throwIfIssues(issues);
  return read;
}

export interface ApplyEnvFileOptions {
  readonly client: PlatformClient;
  readonly projectId: string;
  readonly manifestFile: string;
  /** The HMAC key of the digest variable's name (the API key in use, as env-sync's default). */
  readonly digestKey: string;
  readonly logger: Logger;
  readonly signal?: AbortSignal;
}

/**
 * Gives the project exactly its env file's variables before its deployment is created, through
 * env-sync's own plan and write: nothing is written when the digest shows the same set is there
 * already, and a variable on the platform that the file does not declare is never deleted silently
 * (the project is refused before its write). The PUT makes the platform redeploy the previous
 * deployment; the deployment created after it is newer and takes over from it.
 */
export async function applyEnvFile(
  project: ManifestProject,
  variables: ReadonlyMap<string, string>,
  options: ApplyEnvFileOptions,
): Promise<'written' | 'unchanged'> {
  const { client, projectId, logger, signal } = options;
  const file = project.envFile?.path ?? 'env-file';
  const result = await runEnvSync({
    client,
    target: { kind: 'project', projectId },
    declared: variables,
    digestKey: { key: options.digestKey, from: 'api-key' },
    prune: false,
    dryRun: false,
    wait: false,
    timeoutMs: 0,
    logger,
    ...(signal ? { signal } : {}),
    // Before env-sync's own refusal, which names env-sync's inputs: here the fix is in the file.
    onPlan: (plan) => refuseDeletes(plan, project, file, options.manifestFile),
  });
  const count = plural(variables.size, 'variable');
  logger.info(
    result.changed
      ? `Set ${count} from ${file} before deploying.`
      : `${capitalise(count)} from ${file} already set; nothing written.`,
  );
  return result.changed ? 'written' : 'unchanged';
}

function refuseDeletes(plan: EnvPlan, project: ManifestProject, file: string, manifestFile: string): void {
  if (!variablesChange(plan) || plan.undeclared.length === 0) return;
  const names = plan.undeclared;
  throw new ConfigurationError(
    `Refusing to set the variables of project "${project.key}" from ${file} (${manifestFile}:${project.envFile?.line ?? project.line}): the platform replaces the whole set, so it would delete ${plural(names.length, 'variable')} the file does not declare (${names.join(', ')}); add ${names.length === 1 ? 'it' : 'them'} to ${file}, or delete ${names.length === 1 ? 'it' : 'them'} on the platform. Nothing of this project was written.`,
    'env-file',
  );
}
