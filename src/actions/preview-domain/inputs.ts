import { ConfigurationError } from '../../errors.ts';
import type { RunContext } from '../../github/context.ts';
import type { ProjectChoice } from '../../preview/project.ts';
import {
  placeholdersOf,
  renderDomain,
  renderProjectName,
  type TemplateValues,
} from '../../preview/template.ts';
import { readWorkspaceDeployInputs, type WorkspaceDeployInputs } from '../common/deploy-inputs.ts';
import type { Inputs } from '../common/inputs.ts';
import type { spec } from './spec.ts';

export type PreviewDomainInputName = keyof typeof spec.inputs;
type PreviewMode = 'attach' | 'detach';

/** The parts of the run the templates and `mode: auto` depend on. */
export type PreviewRunFacts = Pick<RunContext, 'eventName' | 'branch' | 'commitSha' | 'pullRequest'> &
  Partial<Pick<RunContext, 'mergeGroup'>>;

export interface PreviewDomainInputs extends WorkspaceDeployInputs {
  readonly project: ProjectChoice;
  /** The production project (id or name, as given) a created preview project copies; only with project-name. */
  readonly fromProject: string | undefined;
  readonly envGroups: string[];
  /** The rendered, validated host name. */
  readonly domain: string;
  readonly mode: PreviewMode;
  readonly deploy: boolean;
  readonly primary: boolean;
  readonly githubToken: string | undefined;
  readonly comment: boolean;
  readonly githubDeployment: boolean;
}

function templateValues(run: PreviewRunFacts): TemplateValues {
  // In the merge queue, {pr} is the pull request the queue's ref names (the last of a batch).
  return {
    pr: run.pullRequest?.number ?? run.mergeGroup?.pullNumber,
    branch: run.branch,
    sha: run.commitSha,
  };
}

/** `auto` detaches when a pull request closes (merged or not) and attaches on every other event. */
function resolveMode(mode: 'attach' | 'detach' | 'auto', run: PreviewRunFacts): PreviewMode {
  if (mode !== 'auto') return mode;
  return run.pullRequest?.action === 'closed' ? 'detach' : 'attach';
}

function readProject(inputs: Inputs<PreviewDomainInputName>, values: TemplateValues): ProjectChoice {
  const id = inputs.optionalId('project', "a project's id or name");
  const template = inputs.optional('project-name');
  if ((id === undefined) === (template === undefined)) {
    throw new ConfigurationError(
      'Give exactly one of the inputs "project" (an existing project\'s id or name) and "project-name" (a template such as shop-pr-{pr}, for a project created when missing).',
      id === undefined ? 'project' : 'project-name',
    );
  }
  if (id !== undefined) return { kind: 'id', id };
  requirePerPullPlaceholder(template!, 'project-name', 'shop-pr-{pr}');
  return { kind: 'name', name: renderProjectName(template!, values) };
}

/** How much of a template an error echoes. */
const ECHOED_CHARS = 80;

/**
 * A template without {pr}, {branch} or {sha} renders the same name for every pull request: all of
 * them would share one preview, and closing any one would detach the domain (production's, when it
 * names production) from it. As preview-database's `name` must hold {pr}, these must hold one.
 */
function requirePerPullPlaceholder(
  template: string,
  input: 'domain' | 'project-name',
  example: string,
): void {
  if (placeholdersOf(template, input).length > 0) return;
  const trimmed = template.trim();
  const shown = trimmed.length > ECHOED_CHARS ? `${trimmed.slice(0, ECHOED_CHARS)}…` : trimmed;
  throw new ConfigurationError(
    `Input "${input}" ("${shown}") has no {pr}, {branch} or {sha}, so every pull request would share it and closing one would take it from all; give each pull request its own, e.g. ${example}.`,
    input,
  );
}

/** Everything but api-key and api-url (readConnection reads those first, so the key is masked). */
export function readPreviewDomainInputs(
  inputs: Inputs<PreviewDomainInputName>,
  run: PreviewRunFacts,
): PreviewDomainInputs {
  const values = templateValues(run);
  const domainTemplate = inputs.required(
    'domain',
    'set it to a template such as pr-{pr}.preview.example.com',
  );
  const domain = renderDomain(domainTemplate, values);
  requirePerPullPlaceholder(domainTemplate, 'domain', 'pr-{pr}.preview.example.com');
  const project = readProject(inputs, values);
  const fromProject = inputs.optionalId('from-project', "a project's id or name");
  if (fromProject !== undefined && project.kind === 'id') {
    throw new ConfigurationError(
      'Input "from-project" copies production into a preview project this run creates, and "project" names an existing one: use "project-name" (e.g. shop-pr-{pr}) instead of "project", or leave "from-project" out.',
      'from-project',
    );
  }
  return {
    project,
    fromProject,
    envGroups: inputs.list('env-groups', { commas: true }),
    domain,
    mode: resolveMode(inputs.oneOf('mode', ['attach', 'detach', 'auto']), run),
    deploy: inputs.boolean('deploy'),
    ...readWorkspaceDeployInputs(inputs),
    primary: inputs.boolean('primary'),
    githubToken: inputs.optional('github-token'),
    comment: inputs.boolean('comment'),
    githubDeployment: inputs.boolean('github-deployment'),
  };
}
