import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigurationError } from '../../errors.ts';
import { parsePlanId } from '../../sync/engine/plan-id.ts';
import type { Inputs } from './inputs.ts';

export interface SyncFlags {
  readonly file: string;
  readonly prune: boolean;
  readonly dryRun: boolean;
  readonly force: boolean;
  /** `expected-plan`: the reviewed plan's id; undefined for no check. */
  readonly expectedPlan: string | undefined;
}

/** The `expected-plan` input: empty, or a plan id as the `plan-id` output gives it. */
export function readExpectedPlan(inputs: Inputs<'expected-plan'>): string | undefined {
  const raw = inputs.optional('expected-plan');
  if (raw === undefined) return undefined;
  const id = parsePlanId(raw);
  if (id === undefined) {
    throw new ConfigurationError(
      `Input "expected-plan" is not a plan id: set it to the \`plan-id\` output of the reviewed plan (16 hex digits, then optional .-separated parts of 16, or 6 in older ids), or leave it empty.`,
      'expected-plan',
    );
  }
  return id;
}

export function readSyncFlags(
  inputs: Inputs<'file' | 'prune' | 'dry-run' | 'force' | 'expected-plan'>,
): SyncFlags {
  return {
    expectedPlan: readExpectedPlan(inputs),
    file: inputs.required('file', 'set it to the path of the declared file in the repository, e.g. dns.yml'),
    prune: inputs.boolean('prune'),
    dryRun: inputs.boolean('dry-run'),
    force: inputs.boolean('force'),
  };
}

export interface DeclaredFile {
  readonly text: string;
  /** The path as messages show it: relative to the workspace, so annotations land on the file. */
  readonly displayPath: string;
}

/**
 * Where the `file` input points, and how messages show it: relative to the workspace with `/` (so an
 * annotation lands on the file on every OS), or the full path when it is outside the workspace (on
 * Windows, on another drive). `paths` is node:path; tests pass path.win32 to check Windows forms.
 */
export function declaredFilePath(
  file: string,
  workspace: string,
  paths: path.PlatformPath = path,
): { path: string; displayPath: string } {
  const full = paths.isAbsolute(file) ? file : paths.resolve(workspace, file);
  const inside = paths.relative(workspace, full);
  const outside = inside === '..' || inside.startsWith(`..${paths.sep}`) || paths.isAbsolute(inside);
  return { path: full, displayPath: outside ? full : inside.split(paths.sep).join('/') };
}

/** Reads the `file` input's file from the workspace (GITHUB_WORKSPACE, else the working directory). */
export function readDeclaredFile(file: string, workspace: string): DeclaredFile {
  const { path, displayPath } = declaredFilePath(file, workspace);
  if (!existsSync(path) || !statSync(path).isFile()) {
    throw new ConfigurationError(
      `Input "file": there is no file ${displayPath} in the workspace (${workspace}); check the path, and that the job checks out the repository (actions/checkout) before this step.`,
      'file',
    );
  }
  return { text: readFileSync(path, 'utf8'), displayPath };
}
