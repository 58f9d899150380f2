/** Bad inputs of cdn-publish, run, preview-database and api (finished in parallel by colleagues). */
import { type BadInputCase, PROJECT_WRITER_REFUSALS, READ_ONLY_KEY, refusalsOf } from './cases.ts';

export const CDN_PUBLISH_CASES: readonly BadInputCase[] = refusalsOf('cdn-publish', {
  'an empty bucket': { inputs: { bucket: '' }, input: 'bucket', fix: /set it to the id or the name/ },
  'a path that does not exist': {
    inputs: { path: 'build/static' },
    input: 'path',
    fix: /point it at the build output/,
  },
  'an unknown bucket': {
    inputs: { bucket: 'no-such-bucket' },
    input: 'bucket',
    fix: /create-bucket: true|check the (name|id)/,
  },
  'concurrency: 0': {
    inputs: { concurrency: '0' },
    input: 'concurrency',
    fix: /must be a whole number from 1 to 64/,
  },
  'a prefix that climbs out of the bucket': {
    inputs: { prefix: '../other' },
    input: 'prefix',
    fix: /use a path like static\/v2/,
  },
  'a read-only key': READ_ONLY_KEY,
});

export const RUN_CASES: readonly BadInputCase[] = refusalsOf('run', {
  'an empty command': { inputs: { command: '' }, input: 'command', fix: /set it to/ },
  'a command the sandbox does not run': {
    inputs: { command: 'rm -rf /' },
    input: 'command',
    fix: /Start the command with one of them|set `service`/,
  },
  'an invalid timeout': { inputs: { timeout: 'soon' }, input: 'timeout', fix: /must be a duration/ },
  ...PROJECT_WRITER_REFUSALS,
});

export const PREVIEW_DATABASE_CASES: readonly BadInputCase[] = refusalsOf('preview-database', {
  'no pr outside a pull request': {
    inputs: { pr: '' },
    input: 'pr',
    fix: /set it to the pull request number/,
  },
  'a name template without {pr}': { inputs: { name: 'shop-db' }, input: 'name', fix: /must contain \{pr\}/ },
  'an invalid env-name': {
    inputs: { 'env-name': 'DATABASE-URL' },
    input: 'env-name',
    fix: /must be a variable name/,
  },
  ...PROJECT_WRITER_REFUSALS,
});

export const API_CASES: readonly BadInputCase[] = refusalsOf('api', {
  'a path the API does not have': {
    inputs: { path: '/projectz' },
    input: 'path',
    fix: /is not an endpoint of the platform API/,
  },
  'a body that is not JSON': {
    inputs: { method: 'POST', path: '/projects', body: '{name: shop' },
    input: 'body',
    fix: /give a JSON value/,
  },
  'an unknown method': { inputs: { method: 'FETCH' }, input: 'method', fix: /must be one of get, post/ },
  'a read-only key on a write': {
    inputs: (s) => ({ 'api-key': s.readKey, method: 'POST', path: '/projects', body: '{"name":"x"}' }),
    input: 'api-key',
    fix: /full key/,
  },
});
