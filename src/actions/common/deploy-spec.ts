import { type InputSpec, waitTimeoutInput } from './spec.ts';

/** Inputs shared by every action that deploys the workspace (deploy, preview-domain). */
export const WORKSPACE_DEPLOY_INPUTS = {
  path: { description: 'The directory to zip and upload (upload mode).', default: '.' },
  exclude: {
    description:
      'Glob patterns to leave out, one per line, in .gitignore syntax, on top of the .gitignore files.',
  },
  wait: {
    description:
      'Follow the deployment until it is live or failed (`true`), or return right after creating it.',
    default: 'true',
  },
  ...waitTimeoutInput('the deployment to go live', '30m'),
  'upload-format': {
    description:
      "How the zip is sent to `POST /uploads`: `multipart` (a `file` form field), `raw` (the zip as the body), or `auto`, which asks the platform's `/openapi.json` and otherwise tries multipart, then raw.",
    default: 'auto',
  },
  'compression-level': {
    description:
      'Deflate level of the zip, `0` (store every file) to `9` (smallest, slowest). Images, fonts, video and archives are stored whatever the level.',
    default: '1',
  },
} as const satisfies Record<string, InputSpec>;

/** Post-deploy checks of the live site (deploy only). */
export const CHECK_INPUTS = {
  'check-path': {
    description:
      "Paths of the project's live URL to fetch once the deployment is live, one per line, each starting with `/` (e.g. `/` and `/health`). No checks when empty.",
  },
  'check-status': { description: 'The HTTP status every checked path must answer.', default: '200' },
  'check-contains': { description: 'A text the body of every checked path must contain.' },
  'check-timeout': {
    description: 'How long the checks retry before they count as failed: `30s`, `2m`, or plain seconds.',
    default: '1m',
  },
  'on-check-failure': {
    description:
      '`fail` fails the step; `rollback` also redeploys the previous live deployment, follows it, then fails the step naming both deployments.',
    default: 'fail',
  },
} as const satisfies Record<string, InputSpec>;
