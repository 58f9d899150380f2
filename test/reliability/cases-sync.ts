/** Bad inputs of the sync actions: env-sync, cron-sync and dns-sync. */
import { type BadInputCase, notABoolean, READ_ONLY_KEY, refusalsOf, UNKNOWN_PROJECT } from './cases.ts';

export const ENV_SYNC_CASES: readonly BadInputCase[] = refusalsOf('env-sync', {
  'no target': { inputs: { project: '' }, input: 'project', fix: /set `project`/ },
  'no variables and no env-file': { inputs: { variables: '' }, input: 'variables', fix: /set `variables`/ },
  'an invalid variable name': {
    inputs: { variables: 'GOOD=good-value\n9LIVES=cat\n' },
    input: 'variables',
    fix: /a name starts with a letter or underscore/,
  },
  'a dotenv line that is not an assignment': {
    inputs: { variables: 'GOOD=good-value\njust some words\n' },
    input: 'variables',
    fix: /not a NAME=value assignment/,
  },
  'a quoted value that is never closed': {
    inputs: { variables: 'GOOD=good-value\nGREETING="hello world\n' },
    input: 'variables',
    fix: /close the quote/,
  },
  'the same name twice with different values': {
    inputs: { variables: 'MODE=fast\nMODE=slow\n' },
    input: 'variables',
    fix: /keep one/,
  },
  'an env-file that does not exist': {
    inputs: { variables: '', 'env-file': '.env.production' },
    input: 'env-file',
    fix: /check the path/,
  },
  'a malformed env-file': {
    inputs: { variables: '', 'env-file': '.env' },
    files: { '.env': 'export OK=fine\nBAD NAME=value\n' },
    input: 'env-file',
    fix: /NAME=value|variable name/,
  },
  'both group and project': { inputs: { group: 'eg_123' }, input: 'group', fix: /give `group` alone/ },
  'attach-to without a group': {
    inputs: { 'attach-to': 'prj_other' },
    input: 'attach-to',
    fix: /set `group`, or remove `attach-to`/,
  },
  'dry-run: on': notABoolean('dry-run', 'on'),
  'an unknown project': UNKNOWN_PROJECT,
  'an unknown env group': {
    inputs: { project: '', group: 'eg_doesnotexist' },
    input: 'group',
    fix: /check the id/,
  },
  'a read-only key': READ_ONLY_KEY,
});

export const CRON_SYNC_CASES: readonly BadInputCase[] = refusalsOf('cron-sync', {
  'an empty file': { inputs: { file: '' }, input: 'file', fix: /set it to the path/ },
  'a file that does not exist': { inputs: { file: 'ops/cron.yml' }, input: 'file', fix: /check the path/ },
  'an invalid cron expression': {
    files: { 'cron.yml': "nightly:\n  schedule: '61 3 * * *'\n  command: npm run backup\n" },
    input: 'file',
    names: /cron\.yml:2: /,
    fix: /has 61 in the minute field; use 0-59/,
  },
  'prune: sometimes': notABoolean('prune', 'sometimes'),
  'an unknown project': {
    inputs: { project: 'prj_doesnotexist' },
    input: 'project',
    fix: /check the id or name/,
  },
  'a read-only key': READ_ONLY_KEY,
});

export const DNS_SYNC_CASES: readonly BadInputCase[] = refusalsOf('dns-sync', {
  'an empty zone': { inputs: { zone: '' }, input: 'zone', fix: /set it to the zone id or its domain name/ },
  'an unknown zone': { inputs: { zone: 'nowhere.example' }, input: 'zone', fix: /set `create-zone: true`/ },
  'an invalid DNS record': {
    files: { 'dns.yml': 'www:\n  type: A\n  value: not-an-address\n' },
    input: 'file',
    names: /dns\.yml:3: /,
    fix: /A records take addresses like/,
  },
  'a records file that is not YAML': {
    files: { 'dns.yml': 'www: [192.0.2.1\n' },
    input: 'file',
    names: /dns\.yml:\d+: /,
    fix: /YAML syntax error: .* end with a \]/,
  },
  'an api-url on another scheme': {
    inputs: { 'api-url': 'ws://platform.example.com' },
    input: 'api-url',
    fix: /must start with https:\/\/ or http:\/\//,
  },
  'a read-only key': READ_ONLY_KEY,
});
