/**
 * Runs the local platform until SIGINT/SIGTERM: `node test/fakes/platform/cli.ts [--port N]
 * [--rate-limit N] [--shapes canonical|snake|wrapped] [--pagination FORM [--page-size N]] [--project NAME |
 * --no-project] [--write-env PATH]`, or PLATFORM_PORT / PLATFORM_RATE_LIMIT / PLATFORM_SHAPES /
 * PLATFORM_PAGINATION / PLATFORM_PAGE_SIZE. `--pagination` pages every list in one of the forms of
 * pagination-forms.ts (default page size 20) instead of the emulator's own cursor. It starts with what the examples name
 * (`seedDemo` in demo.ts: project prj_shop "shop" and the others, zone example.com, env groups);
 * `--project NAME` picks another project (created unless seeded), `--no-project` starts empty.
 * `--write-env` writes PLATFORM_URL, PLATFORM_FULL_KEY, PLATFORM_READ_KEY (and PLATFORM_PROJECT, the
 * project's id) once the platform is listening, so a CI job can start it in the background and wait for
 * the file. (Not `--env-file`: node takes that flag as its own wherever it appears on the command line.)
 */
import { renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { seedDemo } from './demo.ts';
import { PAGINATION_FORMS, type PaginationForm, type PlatformOptions, startPlatform } from './index.ts';
import type { ShapeProfile } from './runtime.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'rate-limit': { type: 'string' },
    shapes: { type: 'string' },
    pagination: { type: 'string' },
    'page-size': { type: 'string' },
    project: { type: 'string' },
    'no-project': { type: 'boolean' },
    'write-env': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(
    'usage: node test/fakes/platform/cli.ts [--port N] [--rate-limit N] [--shapes canonical|snake|wrapped] [--pagination FORM [--page-size N]] [--project NAME | --no-project] [--write-env PATH]',
  );
  console.log(`pagination forms: ${PAGINATION_FORMS.join(', ')}`);
  process.exit(0);
}

function number(text: string | undefined, name: string): number | undefined {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a non-negative integer, got "${text}"`);
    process.exit(2);
  }
  return value;
}

const shapes = values.shapes ?? process.env.PLATFORM_SHAPES;
if (shapes !== undefined && !['canonical', 'snake', 'wrapped'].includes(shapes)) {
  console.error(`--shapes must be canonical, snake or wrapped, got "${shapes}"`);
  process.exit(2);
}

const pagination = values.pagination ?? process.env.PLATFORM_PAGINATION;
if (pagination !== undefined && !(PAGINATION_FORMS as readonly string[]).includes(pagination)) {
  console.error(`--pagination must be one of ${PAGINATION_FORMS.join(', ')}, got "${pagination}"`);
  process.exit(2);
}
const pageSize = number(values['page-size'] ?? process.env.PLATFORM_PAGE_SIZE, '--page-size');
if (pageSize !== undefined && (pageSize < 1 || pagination === undefined)) {
  console.error('--page-size takes a positive integer and goes with --pagination FORM');
  process.exit(2);
}

if (values['no-project'] && values.project !== undefined) {
  console.error('--project and --no-project exclude each other');
  process.exit(2);
}

const options: PlatformOptions = {
  port: number(values.port ?? process.env.PLATFORM_PORT, '--port'),
  // Its clients are other processes: idle connections close as Node's do (in-process tests keep them).
  keepAliveTimeoutMs: 5000,
  rateLimit: number(values['rate-limit'] ?? process.env.PLATFORM_RATE_LIMIT, '--rate-limit'),
  shapes: shapes as ShapeProfile | undefined,
  ...(pagination === undefined
    ? {}
    : {
        pagination: { form: pagination as PaginationForm, ...(pageSize === undefined ? {} : { pageSize }) },
      }),
};

const platform = await startPlatform(options);
console.log(`platform API: ${platform.url}`);
console.log(`full key:     ${platform.fullKey}`);
console.log(`read key:     ${platform.readKey}`);
const project = values['no-project'] ? undefined : seedDemo(platform, values.project || undefined).project;
if (project) console.log(`project:      ${project.id} (${project.name})`);
if (values['write-env']) {
  const lines = [
    `PLATFORM_URL=${platform.url}`,
    `PLATFORM_FULL_KEY=${platform.fullKey}`,
    `PLATFORM_READ_KEY=${platform.readKey}`,
    ...(project ? [`PLATFORM_PROJECT=${project.id}`] : []),
  ];
  // Written whole and then renamed, so whoever waits for the file never reads half of it.
  const partial = `${values['write-env']}.partial`;
  writeFileSync(partial, `${lines.join('\n')}\n`);
  renameSync(partial, values['write-env']);
  console.log(`wrote ${values['write-env']}`);
}
console.log('press Ctrl+C to stop');

const stop = async (signal: string) => {
  console.log(`\n${signal}: stopping`);
  await platform.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
