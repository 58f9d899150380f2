import { isMap, isScalar, isSeq, type Node } from 'yaml';
import { DURATION_FORMS, readDuration, ZERO_DURATION } from '../duration.ts';
import { issueAt, type SourceLocation, throwIfIssues, type ValidationIssue } from '../sync/validation.ts';
import {
  entriesOf,
  itemsOf,
  parseSource,
  type SourceDocument,
  type SourceEntry,
  scalarOf,
  shapeOf,
  unknownKeyIssues,
} from '../sync/yaml-source.ts';
import { globProblem, pathProblem } from './paths.ts';

/** One project of the repository, as `platform.yml` declares it under `projects:`. */
export interface ManifestProject {
  /** The user's own name for it: job names, matrix legs, the report's rows. */
  readonly key: string;
  /** The platform project's id or name. */
  readonly project: string;
  /** The workspace to deploy, relative to the repository root, without `./` (`.` for the root). */
  readonly path: string;
  /** The line of its `path:` (its key's line when it has none), for messages about the folder. */
  readonly pathLine: number;
  /** Globs of repository paths whose change redeploys it. */
  readonly watch: readonly string[];
  /** The line of its `watch:` when it declares one (the default, its path's folder, has none). */
  readonly watchLine?: number;
  /** Per-project deploy inputs; absent ones take the deploy step's own. */
  readonly checks?: readonly string[];
  readonly exclude?: readonly string[];
  readonly timeout?: string;
  /** A dotenv file in the repository whose variables the project gets before each deployment. */
  readonly envFile?: EnvFileReference;
  /** Its pull request preview's project name, a template (`{project}-pr-{pr}` when absent). */
  readonly previewName?: string;
  /** A domain template for its preview (`{pr}`, `{branch}`, `{sha}`); none when absent. */
  readonly previewDomain?: string;
  /** Where its key is written, for messages that point at it. */
  readonly line: number;
}

/** The `env-file` of a project: the path, relative to the repository root, and the manifest line naming it. */
interface EnvFileReference {
  readonly path: string;
  readonly line: number;
}

export interface Manifest {
  readonly file: string;
  readonly projects: readonly ManifestProject[];
}

/** Job names, artifact names and concurrency groups carry the key, so it keeps to a safe alphabet. */
export const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/;
/** A manifest this big is far more likely a generated mistake than a repository's projects. */
const MAX_MANIFEST_PROJECTS = 2000;
const PROJECT_FIELDS = [
  'project',
  'path',
  'watch',
  'checks',
  'exclude',
  'timeout',
  'env-file',
  'preview-name',
  'preview-domain',
] as const;
/** The placeholders a preview template may use: `{project}` (the name only) is production's name. */
const PREVIEW_PLACEHOLDERS = {
  'preview-name': ['project', 'pr', 'branch', 'sha'],
  'preview-domain': ['pr', 'branch', 'sha'],
};

/** Reads `platform.yml` and throws every problem at once, each at `file:line`. */
export function readManifest(text: string, file: string): Manifest {
  const source = parseSource(text, file);
  throwIfIssues(source.issues);
  const issues: ValidationIssue[] = [];
  const projects = projectsOf(source, issues);
  throwIfIssues(issues);
  return { file, projects };
}

function projectsOf(source: SourceDocument, issues: ValidationIssue[]): ManifestProject[] {
  const { root } = source;
  const rootAt = source.at(root);
  if (!isMap(root)) {
    issues.push(
      issueAt(
        rootAt,
        `The manifest must be a mapping with a \`projects:\` key, but it holds ${shapeOf(root)}; start it with \`projects:\`.`,
      ),
    );
    return [];
  }
  const top = entriesOf(source, root, rootAt);
  issues.push(...unknownKeyIssues(top, ['projects'], 'the manifest'));
  const entry = top.find((candidate) => candidate.key === 'projects');
  if (entry === undefined || !isMap(entry.value) || entry.value.items.length === 0) {
    const at = entry?.valueAt ?? rootAt;
    issues.push(
      issueAt(
        at,
        'Key "projects" must map at least one key of your choosing to a project, e.g. `web: { project: shop, path: apps/web }`.',
      ),
    );
    return [];
  }
  const entries = entriesOf(source, entry.value, entry.valueAt);
  if (entries.length > MAX_MANIFEST_PROJECTS) {
    issues.push(
      issueAt(
        entry.keyAt,
        `The manifest declares ${entries.length} projects; at most ${MAX_MANIFEST_PROJECTS} are read, so split it into several manifests.`,
      ),
    );
    return [];
  }
  const projects: ManifestProject[] = [];
  const lower = new Map<string, number>();
  for (const item of entries) {
    const first = lower.get(item.key.toLowerCase());
    if (first !== undefined) {
      issues.push(
        issueAt(
          item.keyAt,
          `Project key "${item.key}" is used twice (first at line ${first}, keys are compared ignoring case); give each project its own key.`,
        ),
      );
      continue;
    }
    lower.set(item.key.toLowerCase(), item.keyAt.line);
    const project = projectOf(source, item, issues);
    if (project !== undefined) projects.push(project);
  }
  return projects;
}

function projectOf(
  source: SourceDocument,
  item: SourceEntry,
  issues: ValidationIssue[],
): ManifestProject | undefined {
  const before = issues.length;
  if (!KEY_PATTERN.test(item.key)) {
    issues.push(
      issueAt(
        item.keyAt,
        `Project key "${item.key}" must be 1 to 63 letters, digits, ".", "_" or "-", starting with a letter or digit; rename it.`,
      ),
    );
  }
  // `web: shop` is the short form of `web: { project: shop }`.
  if (isScalar(item.value) && typeof item.value.value === 'string') {
    return issues.length > before
      ? undefined
      : withDefaults(item.key, item.value.value.trim(), {}, item.keyAt);
  }
  if (!isMap(item.value)) {
    issues.push(
      issueAt(
        item.valueAt,
        `Project "${item.key}" must be a mapping with at least \`project:\`, but it holds ${shapeOf(item.value)}.`,
      ),
    );
    return undefined;
  }
  const fields = entriesOf(source, item.value, item.valueAt);
  issues.push(...unknownKeyIssues(fields, PROJECT_FIELDS, `project "${item.key}"`));
  const field = (name: string) => fields.find((candidate) => candidate.key === name);
  const what = (name: string) => `Project "${item.key}": ${name}`;
  const project = stringField(field('project'), what('project'), issues);
  if (field('project') === undefined) {
    issues.push(
      issueAt(
        item.keyAt,
        `Project "${item.key}" has no \`project:\`; set it to the platform project's id or name.`,
      ),
    );
  } else if (project !== undefined && (project === '' || /[\s/?#%\\]/.test(project))) {
    issues.push(
      issueAt(
        field('project')!.valueAt,
        `${what('project')} "${project}" is not an id or a name; set it to the platform project's id or name.`,
      ),
    );
  }
  const path = stringField(field('path'), what('path'), issues);
  const pathAt = field('path')?.valueAt ?? item.keyAt;
  const pathIssue = path === undefined ? undefined : pathProblem(path);
  if (pathIssue) issues.push(issueAt(pathAt, `${what('path')} "${path}" ${pathIssue}.`));
  const watch = listField(source, field('watch'), what('watch'), issues, globProblem);
  if (watch !== undefined && watch.length > 0 && watch.every((glob) => glob.startsWith('!'))) {
    issues.push(
      issueAt(
        field('watch')!.valueAt,
        `${what('watch')} holds only negations (${watch.map((glob) => `"${glob}"`).join(', ')}), which take files out of nothing, so no change would ever redeploy it; put the globs of the files it is built from first, e.g. [${normalizePath(path ?? '.') === '.' ? '**' : `${normalizePath(path ?? '.')}/**`}, ${watch[0]}].`,
      ),
    );
  }
  const checks = listField(source, field('checks'), what('checks'), issues, (value) =>
    value.startsWith('/') ? undefined : 'must start with "/" (a path of the live URL)',
  );
  const exclude = listField(source, field('exclude'), what('exclude'), issues, () => undefined);
  const timeout = stringField(field('timeout'), what('timeout'), issues);
  // The deploy step's `timeout` input reads the same grammar (src/duration.ts), zero refused alike.
  const duration = timeout === undefined ? undefined : readDuration(timeout).kind;
  if (duration === 'not-a-duration') {
    issues.push(
      issueAt(
        field('timeout')!.valueAt,
        `${what('timeout')} "${timeout}" is not a duration; write it as ${DURATION_FORMS}.`,
      ),
    );
  } else if (duration === 'zero') {
    issues.push(
      issueAt(
        field('timeout')!.valueAt,
        `${what('timeout')} "${timeout}" is zero, and ${ZERO_DURATION}; give a duration such as 90s, 15m or 1h, or leave \`timeout:\` out to use the step's \`timeout\` input.`,
      ),
    );
  }
  const envFile = envFileField(field('env-file'), what('env-file'), issues);
  const previewName = previewTemplate(field('preview-name'), 'preview-name', what, issues);
  const previewDomain = previewTemplate(field('preview-domain'), 'preview-domain', what, issues);
  if (issues.length > before || project === undefined) return undefined;
  const watchLine = field('watch')?.valueAt.line;
  const declared = {
    ...{ path, pathLine: pathAt.line, watch, watchLine, checks, exclude, timeout, envFile },
    ...{ previewName, previewDomain },
  };
  return withDefaults(item.key, project, declared, item.keyAt);
}

/**
 * A preview template: it must hold `{pr}`, so each pull request gets a preview of its own (and the
 * removal at its close takes only that one), and only the placeholders the field knows.
 */
function previewTemplate(
  entry: SourceEntry | undefined,
  name: keyof typeof PREVIEW_PLACEHOLDERS,
  what: (name: string) => string,
  issues: ValidationIssue[],
): string | undefined {
  const value = stringField(entry, what(name), issues);
  if (entry === undefined || value === undefined) return undefined;
  const allowed = PREVIEW_PLACEHOLDERS[name];
  const unknown = [...value.matchAll(/\{([^{}]*)\}/g)]
    .map((match) => match[1] ?? '')
    .filter((p) => !allowed.includes(p));
  const problem =
    unknown.length > 0
      ? `uses {${unknown[0]}}; only ${allowed.map((p) => `{${p}}`).join(', ')} are known`
      : value.includes('{pr}')
        ? undefined
        : 'has no {pr}, so every pull request would share one preview; add {pr}, e.g. web-pr-{pr}';
  if (problem === undefined) return value;
  issues.push(issueAt(entry.valueAt, `${what(name)} "${value}" ${problem}.`));
  return undefined;
}

/** A file path inside the repository: what `path` takes, but a file, so never the root itself. */
function envFileField(
  entry: SourceEntry | undefined,
  what: string,
  issues: ValidationIssue[],
): EnvFileReference | undefined {
  const value = stringField(entry, what, issues);
  if (entry === undefined || value === undefined) return undefined;
  const problem =
    pathProblem(value) ??
    (normalizePath(value) === '.' || value.endsWith('/')
      ? 'names a folder; name the dotenv file, e.g. apps/web/.env.production'
      : undefined);
  if (problem) {
    issues.push(issueAt(entry.valueAt, `${what} "${value}" ${problem}.`));
    return undefined;
  }
  return { path: normalizePath(value), line: entry.valueAt.line };
}

interface Optional {
  readonly path?: string | undefined;
  readonly pathLine?: number | undefined;
  readonly watch?: readonly string[] | undefined;
  readonly watchLine?: number | undefined;
  readonly checks?: readonly string[] | undefined;
  readonly exclude?: readonly string[] | undefined;
  readonly timeout?: string | undefined;
  readonly envFile?: EnvFileReference | undefined;
  readonly previewName?: string | undefined;
  readonly previewDomain?: string | undefined;
}

function withDefaults(key: string, project: string, given: Optional, at: SourceLocation): ManifestProject {
  const path = normalizePath(given.path ?? '.');
  const watch = given.watch ?? [path === '.' ? '**' : `${path}/**`];
  return {
    key,
    project,
    path,
    pathLine: given.pathLine ?? at.line,
    watch,
    line: at.line,
    ...(given.watch && given.watchLine !== undefined ? { watchLine: given.watchLine } : {}),
    ...(given.checks ? { checks: given.checks } : {}),
    ...(given.exclude ? { exclude: given.exclude } : {}),
    ...(given.timeout ? { timeout: given.timeout } : {}),
    ...(given.envFile ? { envFile: given.envFile } : {}),
    ...(given.previewName ? { previewName: given.previewName } : {}),
    ...(given.previewDomain ? { previewDomain: given.previewDomain } : {}),
  };
}

/** `./apps/web/` → `apps/web`; `./` and `` → `.`. */
export function normalizePath(path: string): string {
  const parts = path.split('/').filter((part) => part !== '' && part !== '.');
  return parts.length === 0 ? '.' : parts.join('/');
}

function stringField(
  entry: SourceEntry | undefined,
  what: string,
  issues: ValidationIssue[],
): string | undefined {
  if (entry === undefined) return undefined;
  const value = scalarOf(entry.value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  issues.push(issueAt(entry.valueAt, `${what} must be a string, but it holds ${shapeOf(entry.value)}.`));
  return undefined;
}

/** A list of strings; one string is a list of one. */
function listField(
  source: SourceDocument,
  entry: SourceEntry | undefined,
  what: string,
  issues: ValidationIssue[],
  problem: (value: string) => string | undefined,
): string[] | undefined {
  if (entry === undefined) return undefined;
  const items: { node: Node | null; at: SourceLocation }[] = isSeq(entry.value)
    ? itemsOf(source, entry.value, entry.valueAt)
    : [{ node: entry.value, at: entry.valueAt }];
  const values: string[] = [];
  for (const item of items) {
    const value = scalarOf(item.node);
    if (typeof value !== 'string' || value.trim() === '') {
      issues.push(
        issueAt(item.at, `${what} must be a list of strings, but an item holds ${shapeOf(item.node)}.`),
      );
      continue;
    }
    const wrong = problem(value.trim());
    if (wrong) issues.push(issueAt(item.at, `${what} "${value.trim()}" ${wrong}.`));
    else values.push(value.trim());
  }
  if (values.length === 0 && items.length === 0) {
    issues.push(
      issueAt(entry.valueAt, `${what} is an empty list; remove the key or name at least one value.`),
    );
  }
  return values;
}
