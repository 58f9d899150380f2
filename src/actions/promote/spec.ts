import { CHECK_INPUTS } from '../common/deploy-spec.ts';
import { githubTokenInput, PLATFORM_INPUTS } from '../common/platform-inputs.ts';
import { defineAction, statusOutput, waitTimeoutInput } from '../common/spec.ts';

export const spec = defineAction({
  name: 'promote',
  title: 'Promote a verified deployment',
  summary:
    'Ships the exact bytes a verified deployment (staging, a preview) was built from to another project: no new upload, same archive hash, checks and rollback.',
  description:
    'Ship the exact bytes a verified deployment (staging, a preview) was built from to another project: build it there from the same source, no new pack or upload, follow it until live, run the post-deploy checks and roll back on failure. A dry run works with a read key.',
  inputs: {
    ...PLATFORM_INPUTS,
    'source-deployment': {
      description:
        'The verified deployment: its id, or `live` for the deployment `source-project` serves now. It must have gone live.',
      default: 'live',
    },
    'source-project': {
      description:
        "The verified project's id or name (a staging project, a pull request's preview), when `source-deployment` is `live`.",
    },
    project: {
      description: "The project to promote to (id or name), e.g. production. Not the source's own project.",
      required: true,
    },
    'archive-sha256': {
      description:
        "The sha256 the verifying stage reported (the deploy's `archive-sha256` output). When set, a source archive with another digest is refused before anything is written.",
    },
    'dry-run': {
      description:
        'Only plan: say what would be promoted, from which archive or commit, and write nothing. Works with a read key.',
      default: 'false',
    },
    ...waitTimeoutInput('the promoted deployment to go live', '30m'),
    ...githubTokenInput(
      'Token for the GitHub Deployment of this stage (same commit, linked to the source deployment). Missing permissions only give warnings.',
    ),
    environment: { description: 'GitHub deployment environment of this stage.', default: 'production' },
    'github-deployment': {
      description: 'Record a GitHub Deployment for this stage with its status and the live URL.',
      default: 'true',
    },
    ...CHECK_INPUTS,
  },
  outputs: {
    ...statusOutput(
      '`live`, `planned` (dry run), `failed` (also a refusal before anything was written), `timed-out`, `cancelled`, `checks-failed`, or `rolled-back` (`on-check-failure: rollback`).',
    ),
    'deployment-id': { description: "The target project's new deployment, built from the source's bytes." },
    url: {
      description:
        "The URL of what is live now: the deployment's; after failed checks, the rollback's once it is live.",
    },
    'previous-deployment-id': {
      description: "The target project's live deployment before the promote (what a rollback goes back to).",
    },
    'source-deployment-id': { description: 'The verified deployment whose source was promoted.' },
    'archive-sha256': {
      description:
        "sha256 of the archive the promoted deployment was built from, read from the platform: equal to the verifying deploy's `archive-sha256`. Empty for a commit source.",
    },
    'source-url': {
      description: 'The source archive URL both deployments were built from (upload sources).',
    },
    'commit-sha': {
      description: 'The commit the source deployment was built from, when it was built from one.',
    },
    checks: { description: '`passed` or `failed` when `check-path` is set; empty otherwise.' },
    'rolled-back-to': {
      description: 'After a failed check with `on-check-failure: rollback`: the earlier live deployment.',
    },
    'rollback-deployment-id': {
      description: 'After a failed check with `on-check-failure: rollback`: the deployment that rolled back.',
    },
  },
});
