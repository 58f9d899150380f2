import { readPreviewDatabaseInputs } from '../../src/actions/preview-database/inputs.ts';
import { midWait } from '../reliability/cancel-cases.ts';
import { PREVIEW_DATABASE_CASES } from '../reliability/cases-platform.ts';
import { previewDatabaseScenario } from '../reliability/fault-scenarios-cdn-run-db-api.ts';
import { defineCatalogue } from './define.ts';

/** SIGINT while the new database is still provisioning: one database, and the run says it was cancelled. */
const cancelMidProvisioning = midWait({
  name: 'preview-database, mid-wait while provisioning',
  action: 'preview-database',
  world: { lifecycle: { databaseProvisionMs: 60_000 } },
  marker: 'is provisioning',
  inputs: (project) => ({ project, name: 'shop-pr-{pr}', pr: '7' }),
  // Not yet checked: a cancelled run leaves `database-id` empty and its summary does not name the
  // database it created (found when this case was added; src/databases, reported to the lead).
  check: (_result, world) => {
    const databases = world.platform.state.databases.size;
    return databases === 1 ? [] : [`${databases} databases on the platform, not 1`];
  },
});

export const catalogue = defineCatalogue({
  action: 'preview-database',
  sample: {
    project: 'prj_1',
    name: 'shop-pr-{pr}',
    pr: '12',
    mode: 'attach',
    engine: 'postgres',
    plan: 'starter',
    username: 'app',
    'env-name': 'DATABASE_URL',
    'env-scope': 'service',
    service: 'web',
    timeout: '5m',
  },
  readInputs: (reader) => readPreviewDatabaseInputs(reader, undefined),
  baselineInputs: (setup) => ({ project: setup.projectId, name: 'shop-pr-{pr}', pr: '7' }),
  successStatus: 'succeeded',
  badInputs: PREVIEW_DATABASE_CASES,
  faultScenarios: [previewDatabaseScenario],
  cancelCases: [cancelMidProvisioning],
});
