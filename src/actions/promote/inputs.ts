import { ConfigurationError } from '../../errors.ts';
import { type LiveCheckInputs, readLiveCheckInputs } from '../common/check-inputs.ts';
import type { Inputs } from '../common/inputs.ts';
import type { spec } from './spec.ts';

type PromoteInputName = keyof typeof spec.inputs;

export interface PromoteInputs {
  /** A deployment id, or undefined for the live deployment of `sourceProject`. */
  readonly sourceDeployment: string | undefined;
  readonly sourceProject: string | undefined;
  readonly project: string;
  readonly expectedSha256: string | undefined;
  readonly dryRun: boolean;
  readonly timeoutMs: number;
  readonly githubToken: string | undefined;
  readonly environment: string;
  readonly githubDeployment: boolean;
  readonly checks: LiveCheckInputs;
}

const SHA256 = /^[0-9a-f]{64}$/;

/** Every mistake is one sentence naming the input, before any request. */
export function readPromoteInputs(inputs: Inputs<PromoteInputName>): PromoteInputs {
  const deployment = inputs.id('source-deployment', 'the id of the verified deployment, or `live`');
  const sourceProject = inputs.optionalId('source-project', "the verified project's id or name");
  if (deployment === 'live' && sourceProject === undefined) {
    throw new ConfigurationError(
      'Input "source-project" is empty while `source-deployment` is `live`: set it to the verified project (e.g. `shop-staging`), or set `source-deployment` to the id of the verified deployment.',
      'source-project',
    );
  }
  const digest = inputs.optional('archive-sha256')?.toLowerCase();
  if (digest !== undefined && !SHA256.test(digest)) {
    throw new ConfigurationError(
      `Input "archive-sha256" must be 64 hexadecimal characters (the deploy's \`archive-sha256\` output), not "${digest.length > 70 ? `${digest.slice(0, 70)}…` : digest}".`,
      'archive-sha256',
    );
  }
  return {
    sourceDeployment: deployment === 'live' ? undefined : deployment,
    sourceProject,
    project: inputs.id('project', 'the id or name of the project to promote to'),
    expectedSha256: digest,
    dryRun: inputs.boolean('dry-run'),
    timeoutMs: inputs.durationMs('timeout'),
    githubToken: inputs.optional('github-token'),
    environment: inputs.required('environment'),
    githubDeployment: inputs.boolean('github-deployment'),
    checks: readLiveCheckInputs(inputs, true),
  };
}
