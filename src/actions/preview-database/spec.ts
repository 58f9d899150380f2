import { PLATFORM_INPUTS } from '../common/platform-inputs.ts';
import { defineAction, statusOutput, waitTimeoutInput } from '../common/spec.ts';

export const spec = defineAction({
  name: 'preview-database',
  title: 'Preview database per pull request',
  summary:
    "A managed database per pull request: created once, a fresh connection string in the preview's env, deleted on close.",
  description:
    "Give each pull request its own managed database: create it (once), wait until it runs, put a fresh connection string in the preview's env, and delete it when the pull request closes.",
  inputs: {
    ...PLATFORM_INPUTS,
    project: {
      description: "The project's id or name: the preview project that receives the connection string.",
      required: true,
    },
    name: {
      description:
        'Database name template with `{pr}` for the pull request number, e.g. `shop-pr-{pr}`. Only databases whose whole name matches it (`^shop-pr-\\d+$`) are ever created or deleted.',
      required: true,
    },
    pr: {
      description:
        'The pull request number. Default: the number of the pull_request event; set it for other events (e.g. a manual cleanup).',
    },
    mode: {
      description:
        '`attach` (create and connect), `detach` (remove the variable and delete the database), or `auto`: `detach` on a pull_request `closed` event, else `attach`.',
      default: 'auto',
    },
    engine: {
      description: 'Database engine when creating: `postgres`, `mysql` or `redis`.',
      default: 'postgres',
    },
    plan: { description: 'Database plan when creating: `starter`, `standard` or `pro`.', default: 'starter' },
    username: {
      description:
        'The connection user. Its password can only be read when it is created, so every attach replaces the user and writes the new connection string.',
      default: 'app',
    },
    'env-name': { description: 'The variable that receives the connection string.', default: 'DATABASE_URL' },
    'env-scope': {
      description:
        "`service`: set the variable on `service` only (one PUT, nothing else touched). `project`: the project's env, which the platform replaces as a whole, so it is refused when the project has any other variable.",
      default: 'service',
    },
    service: {
      description: 'The compose service that gets the variable (`env-scope: service`).',
      default: 'web',
    },
    ...waitTimeoutInput('a new database to be running', '10m'),
  },
  outputs: {
    ...statusOutput(),
    'database-id': { description: 'The platform database id (empty when detach found none).' },
    name: { description: 'The database name rendered from the template.' },
    result: {
      description: '`created`, `reused` (password rotated), `deleted`, or `absent` (detach found none).',
    },
    host: { description: 'Database host (attach). Never the password nor the connection string.' },
    port: { description: 'Database port (attach).' },
    database: { description: 'Database name inside the server (attach).' },
    username: { description: 'The connection user (attach).' },
  },
});
