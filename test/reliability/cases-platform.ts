/** Bad inputs of cdn-publish, run, preview-database and api (finished in parallel by colleagues). */
import type { BadInputCase } from './cases.ts';

export const CDN_PUBLISH_CASES: readonly BadInputCase[] = [
  {
    action: 'cdn-publish',
    title: 'an empty bucket',
    inputs: { bucket: '' },
    input: 'bucket',
    fix: /set it to the id or the name/,
  },
  {
    action: 'cdn-publish',
    title: 'a path that does not exist',
    inputs: { path: 'build/static' },
    input: 'path',
    fix: /point it at the build output/,
  },
  {
    action: 'cdn-publish',
    title: 'an unknown bucket',
    inputs: { bucket: 'no-such-bucket' },
    input: 'bucket',
    fix: /create-bucket: true|check the (name|id)/,
  },
  {
    action: 'cdn-publish',
    title: 'concurrency: 0',
    inputs: { concurrency: '0' },
    input: 'concurrency',
    fix: /must be a whole number from 1 to 64/,
  },
  {
    action: 'cdn-publish',
    title: 'a prefix that climbs out of the bucket',
    inputs: { prefix: '../other' },
    input: 'prefix',
    fix: /use a path like static\/v2/,
  },
  {
    action: 'cdn-publish',
    title: 'a read-only key',
    inputs: (s) => ({ 'api-key': s.readKey }),
    input: 'api-key',
    fix: /full key/,
  },
];

export const RUN_CASES: readonly BadInputCase[] = [
  { action: 'run', title: 'an empty command', inputs: { command: '' }, input: 'command', fix: /set it to/ },
  {
    action: 'run',
    title: 'a command the sandbox does not run',
    inputs: { command: 'rm -rf /' },
    input: 'command',
    fix: /Start the command with one of them|set `service`/,
  },
  {
    action: 'run',
    title: 'an invalid timeout',
    inputs: { timeout: 'soon' },
    input: 'timeout',
    fix: /must be a duration/,
  },
  {
    action: 'run',
    title: 'an unknown project',
    inputs: { project: 'prj_doesnotexist' },
    input: 'project',
    fix: /check the id/,
  },
  {
    action: 'run',
    title: 'a read-only key',
    inputs: (s) => ({ 'api-key': s.readKey }),
    input: 'api-key',
    fix: /full key/,
  },
];

export const PREVIEW_DATABASE_CASES: readonly BadInputCase[] = [
  {
    action: 'preview-database',
    title: 'no pr outside a pull request',
    inputs: { pr: '' },
    input: 'pr',
    fix: /set it to the pull request number/,
  },
  {
    action: 'preview-database',
    title: 'a name template without {pr}',
    inputs: { name: 'shop-db' },
    input: 'name',
    fix: /must contain \{pr\}/,
  },
  {
    action: 'preview-database',
    title: 'an invalid env-name',
    inputs: { 'env-name': 'DATABASE-URL' },
    input: 'env-name',
    fix: /must be a variable name/,
  },
  {
    action: 'preview-database',
    title: 'an unknown project',
    inputs: { project: 'prj_doesnotexist' },
    input: 'project',
    fix: /check the id/,
  },
  {
    action: 'preview-database',
    title: 'a read-only key',
    inputs: (s) => ({ 'api-key': s.readKey }),
    input: 'api-key',
    fix: /full key/,
  },
];

export const API_CASES: readonly BadInputCase[] = [
  {
    action: 'api',
    title: 'a path the API does not have',
    inputs: { path: '/projectz' },
    input: 'path',
    fix: /is not an endpoint of the platform API/,
  },
  {
    action: 'api',
    title: 'a body that is not JSON',
    inputs: { method: 'POST', path: '/projects', body: '{name: shop' },
    input: 'body',
    fix: /give a JSON value/,
  },
  {
    action: 'api',
    title: 'an unknown method',
    inputs: { method: 'FETCH' },
    input: 'method',
    fix: /must be one of get, post/,
  },
  {
    action: 'api',
    title: 'a read-only key on a write',
    inputs: (s) => ({ 'api-key': s.readKey, method: 'POST', path: '/projects', body: '{"name":"x"}' }),
    input: 'api-key',
    fix: /full key/,
  },
];
