import { WORKSPACE_DEPLOY_INPUTS } from '../common/deploy-spec.ts';
import { GITHUB_TOKEN_INPUT, PLATFORM_INPUTS } from '../common/platform-inputs.ts';
import { defineAction, statusOutput } from '../common/spec.ts';

export const spec = defineAction({
  name: 'preview-domain',
  title: 'Preview domain for a pull request',
  summary:
    'A deployment per pull request behind its own domain (`pr-{pr}.preview.example.com`), detached on close; the production domain untouched.',
  description:
    'Deploy a pull request to its own platform project and domain, and detach the domain when the pull request closes.',
  inputs: {
    ...PLATFORM_INPUTS,
    project: {
      description:
        "The project's id or name: an existing project to attach the preview domain to. Give this or `project-name`.",
    },
    'project-name': {
      description:
        'A project name template such as `shop-pr-{pr}` (`{pr}`, `{branch}`, `{sha}`): the project is found by name, or created when missing. Give this or `project`.',
    },
    'from-project': {
      description:
        "The production project's id or name: the project a preview project created by this run copies: its settings (not its name), routing mode, proxy rules and env groups, never its domains. Only with `project-name`; a project that already exists is left as it is.",
    },
    'env-groups': {
      description:
        'Env group ids to attach to the project (one per line or comma-separated), so a preview gets its settings without copying secret values.',
    },
    domain: {
      description:
        'The preview domain template, e.g. `pr-{pr}.preview.example.com`. `{pr}`, `{branch}` (made DNS-safe) and `{sha}` (7 characters) are filled in.',
      required: true,
    },
    mode: {
      description:
        '`attach`, `detach`, or `auto`: detach on a pull_request `closed` event, attach otherwise.',
      default: 'auto',
    },
    deploy: {
      description:
        'In attach mode, deploy the workspace (`path`, `exclude`, `upload-format`, `wait`, `timeout`) before attaching.',
      default: 'true',
    },
    ...WORKSPACE_DEPLOY_INPUTS,
    primary: { description: 'Make the domain the primary domain of the project.', default: 'false' },
    ...GITHUB_TOKEN_INPUT,
    comment: {
      description:
        'Post or update one sticky comment on the pull request with the deployment and domain URLs.',
      default: 'true',
    },
    'github-deployment': {
      description:
        'Record a transient `preview` GitHub Deployment; on detach, set the deployments of the pull request branch inactive.',
      default: 'true',
    },
  },
  outputs: {
    ...statusOutput(),
    'project-id': { description: 'The id of the project the domain is attached to (or was detached from).' },
    'deployment-id': { description: 'The platform deployment id, when this run deployed.' },
    domain: { description: 'The rendered preview domain, e.g. `pr-7.preview.example.com`.' },
    url: { description: '`https://` and the preview domain.' },
    'proxy-status': {
      description:
        'The CDN-proxy status of the domain after attaching (e.g. `pending`, `active`); empty on detach.',
    },
  },
});
