import type { EnvScope } from '../../databases/env-target.ts';
import { NameTemplate } from '../../databases/template.ts';
import { ConfigurationError } from '../../errors.ts';
import type { PullRequestContext } from '../../github/context.ts';
import type { Inputs } from '../common/inputs.ts';
import type { spec } from './spec.ts';

export type PreviewDatabaseInputName = keyof typeof spec.inputs;

export interface PreviewDatabaseInputs {
  /** The project's id or name, as given; resolved once the client exists. */
  readonly project: string;
  readonly template: NameTemplate;
  readonly name: string;
  readonly mode: 'attach' | 'detach';
  readonly engine: string;
  readonly plan: string;
  readonly username: string;
  readonly envName: string;
  readonly envScope: EnvScope;
  readonly service: string;
  readonly timeoutMs: number;
}

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const USERNAME = /^[a-z_][a-z0-9_]{0,62}$/;
const WORD = /^[a-z0-9][a-z0-9._-]*$/;

/** Everything but api-key and api-url; `pullRequest` is the event's, when it is one. */
export function readPreviewDatabaseInputs(
  inputs: Inputs<PreviewDatabaseInputName>,
  pullRequest: PullRequestContext | undefined,
): PreviewDatabaseInputs {
  const project = inputs.id(
    'project',
    "a project's id or name",
    'set it to the id or name of the preview project',
  );
  const template = new NameTemplate(inputs.required('name', 'set it to a template such as `shop-pr-{pr}`'));
  const pr = inputs.optional('pr') ?? (pullRequest ? String(pullRequest.number) : undefined);
  if (pr === undefined) {
    throw new ConfigurationError(
      'Input "pr" is required outside pull_request events: set it to the pull request number (e.g. from a workflow_dispatch input).',
      'pr',
    );
  }
  const modeInput = inputs.oneOf('mode', ['auto', 'attach', 'detach']);
  const mode =
    modeInput !== 'auto'
      ? modeInput
      : pullRequest?.action === 'closed'
        ? ('detach' as const)
        : ('attach' as const);
  const envName = inputs.raw('env-name');
  if (!ENV_NAME.test(envName)) {
    throw new ConfigurationError(
      `Input "env-name" must be a variable name (letters, digits and _, not starting with a digit), not "${envName}".`,
      'env-name',
    );
  }
  const username = inputs.raw('username');
  if (!USERNAME.test(username)) {
    throw new ConfigurationError(
      `Input "username" must be lower-case letters, digits and _ (not starting with a digit, at most 63), not "${username}".`,
      'username',
    );
  }
  return {
    project,
    template,
    // Rendered (and checked against the template) here, before anything is read or written.
    name: template.render(pr),
    mode,
    engine: word(inputs, 'engine'),
    plan: word(inputs, 'plan'),
    username,
    envName,
    envScope: inputs.oneOf('env-scope', ['service', 'project']),
    service: inputs.id(
      'service',
      'the name of a compose service',
      'set it to the compose service that gets the variable, e.g. `web`',
    ),
    timeoutMs: inputs.durationMs('timeout'),
  };
}

function word(inputs: Inputs<PreviewDatabaseInputName>, name: 'engine' | 'plan'): string {
  const value = inputs.raw(name).toLowerCase();
  if (!WORD.test(value)) {
    throw new ConfigurationError(
      `Input "${name}" must be one word such as \`postgres\`, not "${value}".`,
      name,
    );
  }
  return value;
}
