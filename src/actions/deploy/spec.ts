import { CHECK_INPUTS, WORKSPACE_DEPLOY_INPUTS } from '../common/deploy-spec.ts';
import { GITHUB_TOKEN_INPUT, PLATFORM_INPUTS } from '../common/platform-inputs.ts';
import { defineAction, statusOutput } from '../common/spec.ts';
import { MANY_INPUTS, MANY_OUTPUTS } from './many-spec.ts';

export const spec = defineAction({
  name: 'deploy',
  title: 'Deploy to the platform',
  summary:
    'Zips the workspace (honouring `.gitignore`), uploads it and follows the build log until live; GitHub Deployment, PR comment and job summary included.',
  description:
    'Zip the workspace (or pick a branch or commit), deploy it to a platform project, and follow the build until it is live.',
  inputs: {
    ...PLATFORM_INPUTS,
    project: {
      description:
        "The project's id or name: the project to deploy. Required unless `projects` names manifest projects.",
    },
    source: {
      description:
        '`upload` zips `path` and deploys that; `repository` builds the connected repository at `branch` / `commit-sha`; `deployment` builds again what an earlier deployment was built from (see `deployment`).',
      default: 'upload',
    },
    deployment: {
      description:
        'With `source: deployment`: the id of the deployment to redeploy, or `previous` for the newest deployment that was live before the current live one (a rollback), never one that was rolled back from.',
    },
    ...WORKSPACE_DEPLOY_INPUTS,
    branch: { description: 'Branch of the connected repository to build (repository mode).' },
    'commit-sha': { description: 'Commit of the connected repository to build (repository mode).' },
    ...GITHUB_TOKEN_INPUT,
    environment: {
      description:
        'GitHub deployment environment. Default: `preview` on pull_request events, `queue/<project>` on merge_group (the merge queue), else `production`.',
    },
    comment: { description: 'Post or update one sticky comment on the pull request.', default: 'true' },
    'github-deployment': {
      description: 'Record a GitHub Deployment with its status and the live URL.',
      default: 'true',
    },
    force: {
      description:
        'Ship even when the commit is older than the live one. Without it, a production deploy of a commit the live commit already contains (GitHub compares it as `behind`) ships nothing and ends `superseded`.',
      default: 'false',
    },
    ...CHECK_INPUTS,
    ...MANY_INPUTS,
  },
  outputs: {
    'deployment-id': { description: 'The platform deployment id.' },
    url: {
      description:
        "The URL of what is live now: the deployment's; after failed checks, the rollback's once it is live (empty while it may still go live), never the deployment that failed them.",
    },
    'source-url': { description: 'The uploaded source URL the deployment was built from (upload mode).' },
    ...statusOutput(
      '`live`, `failed` (also an input or key error before anything was deployed), `timed-out`, `cancelled`, `pending` when `wait` is false, `checks-failed` when it went live but failed its checks, `rolled-back` when it then was rolled back (`on-check-failure: rollback`), `superseded` when nothing shipped because the live commit is newer (see `force`), or, in manifest mode, `removed` when the previews were taken down (a closed pull request, `previews: remove`).',
    ),
    'source-deployment-id': {
      description:
        'With `source: deployment`: the id of the deployment whose source was built again (what `previous` stood for).',
    },
    checks: {
      description:
        '`passed` or `failed` when `check-path` is set and the deployment went live; empty otherwise.',
    },
    'rolled-back-to': {
      description:
        'After a failed check with `on-check-failure: rollback`: the id of the earlier live deployment whose source was redeployed.',
    },
    'rollback-deployment-id': {
      description:
        'After a failed check with `on-check-failure: rollback`: the id of the new deployment that rolled back (built from `rolled-back-to`).',
    },
    'archive-sha256': { description: 'sha256 of the uploaded zip (upload mode).' },
    ...MANY_OUTPUTS,
  },
});
