/**
 * What `npm run platform` starts with, so the README's snippets and every file under `examples/`
 * work against it as shipped: the projects, zone, env groups and cron job they name, with the ids they name.
 */
import { nowIso } from './ids.ts';
import type { Platform } from './index.ts';
import type { ProjectRecord } from './records.ts';

/** The project of the examples (`project: prj_shop`), the default of the CLI. */
export const DEMO_PROJECT = { id: 'prj_shop', name: 'shop' } as const;

/** Every project the examples name besides the demo one. */
const EXAMPLE_PROJECTS = [
  { id: 'prj_admin', name: 'admin' }, // env-sync.yml: attach-to
  { id: 'prj_reports', name: 'reports' }, // sync/cron.yml: monthly-report
  { id: 'prj_shop_preview', name: 'shop-preview' }, // preview-database.yml
  { id: 'prj_shop_staging', name: 'shop-staging' }, // promote.yml: staging-project
] as const;

const EXAMPLE_GROUPS = [
  { id: 'grp_observability', name: 'observability' }, // env-sync.yml
  { id: 'grp_preview_settings', name: 'preview-settings' }, // preview.yml: env-groups
] as const;

export const DEMO_ZONE = 'example.com';

/** The demo project's cron job, which cron-run's examples run now. */
export const DEMO_CRON_JOB = {
  name: 'nightly-cleanup',
  schedule: '30 2 * * *',
  command: 'echo "removed 3 expired sessions"',
} as const;

export interface SeededDemo {
  /** The demo project, or the one `project` named. */
  readonly project: ProjectRecord;
  readonly zoneId: string;
}

/**
 * Creates the examples' projects, zone, env groups and the demo project's cron job. `project` names the project to hand back:
 * one of the seeded ones when the name matches (`shop` by default), else a new project of that name.
 */
export function seedDemo(platform: Pick<Platform, 'admin' | 'state'>, project?: string): SeededDemo {
  const { admin, state } = platform;
  const projects = [DEMO_PROJECT, ...EXAMPLE_PROJECTS].map((input) => admin.createProject({ ...input }));
  const now = nowIso();
  for (const { id, name } of EXAMPLE_GROUPS) {
    admin.addEnvGroup(id, name, 'seeded by the local platform for the examples');
  }
  admin.addCronJob({ ...DEMO_CRON_JOB, projectId: DEMO_PROJECT.id });
  const zoneId = 'zone_example_com';
  state.dnsZones.set(zoneId, {
    id: zoneId,
    name: DEMO_ZONE,
    status: 'active',
    nameservers: ['ns1.platform-dns.test', 'ns2.platform-dns.test'],
    recordCount: 0,
    createdAt: now,
    updatedAt: now,
  });
  const name = project ?? DEMO_PROJECT.name;
  const chosen = projects.find((record) => record.name === name) ?? admin.createProject({ name });
  return { project: chosen, zoneId };
}
