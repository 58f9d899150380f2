/** Bad inputs of the actions that ship the workspace: deploy and preview-domain. */
import {
  type BadInputCase,
  notABoolean,
  PROJECT_WRITER_REFUSALS,
  type Refusal,
  refusalsOf,
} from './cases.ts';

const SET_IT = /\b(set|give) (it|`\w+`|"\w+")\b/;

/** `source: deployment` and the post-deploy checks. */
const REDEPLOY_AND_CHECK_CASES: Readonly<Record<string, Refusal>> = {
  'source: deployment without a deployment': {
    inputs: { source: 'deployment' },
    input: 'deployment',
    fix: /set it to the id of the deployment to redeploy, or to `previous`/,
  },
  'a deployment with the upload source': {
    inputs: { deployment: 'previous' },
    input: 'deployment',
    fix: /remove it or set `source: deployment`/,
  },
  'deployment: previous of a project that was never live': {
    inputs: { source: 'deployment', deployment: 'previous' },
    input: 'deployment',
    fix: /set it to the id of the deployment to redeploy/,
  },
  'a deployment id the platform does not know': {
    inputs: { source: 'deployment', deployment: 'dpl_nosuch' },
    input: 'deployment',
    fix: /set it to the id of one of project \S+'s deployments, or to `previous`/,
  },
  'a 5,000-character deployment id, echoed cut to 60 characters': {
    inputs: { source: 'deployment', deployment: `dpl_${'x'.repeat(4_996)}` },
    input: 'deployment',
    // The sentence quotes the id's first 60 characters and an ellipsis, never the whole of it.
    fix: /^Input "deployment" is dpl_x{56}…, which the platform does not know; set it to the id of one of project \S+'s deployments, or to `previous`\.$/,
  },
  'a deployment of ..': {
    inputs: { source: 'deployment', deployment: '..' },
    input: 'deployment',
    fix: /set it to the id of the deployment to redeploy/,
  },
  ...Object.fromEntries(
    [
      'health',
      '//evil.example/health',
      '/../admin',
      '/a b',
      // Judged once %-decoded too.
      '/..%2fother/index.html',
      '/%2e%2e/other',
      '/a/%252e%252e/b',
      '/a%5c..%5cother',
      '/%2f%2fevil.example',
      '/50%off',
    ].map((path): [string, Refusal] => [
      `check-path ${path}`,
      {
        inputs: { 'check-path': `/\n${path}` },
        input: 'check-path',
        fix: /give paths of the live site such as \/health, one per line/,
      },
    ]),
  ),
  'check-status: ok': {
    inputs: { 'check-path': '/', 'check-status': 'ok' },
    input: 'check-status',
    fix: /must be a whole number from 100 to 599/,
  },
  'check-timeout: soon': {
    inputs: { 'check-path': '/', 'check-timeout': 'soon' },
    input: 'check-timeout',
    fix: /must be a duration such as 90s/,
  },
  'on-check-failure: revert': {
    inputs: { 'check-path': '/', 'on-check-failure': 'revert' },
    input: 'on-check-failure',
    fix: /must be one of fail, rollback/,
  },
  'check-contains without check-path': {
    inputs: { 'check-contains': 'Welcome' },
    input: 'check-contains',
    fix: /set `check-path` \(e\.g\. `check-path: \/`\) or remove it/,
  },
  'on-check-failure: rollback without check-path': {
    inputs: { 'on-check-failure': 'rollback' },
    input: 'on-check-failure',
    fix: /set `check-path`/,
  },
  'check-path with wait: false': {
    inputs: { 'check-path': '/', wait: 'false' },
    input: 'check-path',
    fix: /remove `wait: false` or remove `check-path`/,
  },
};

export const DEPLOY_CASES: readonly BadInputCase[] = refusalsOf('deploy', {
  "a path that is the repository's .git": {
    inputs: { path: '.git' },
    files: { '.git/config': '[core]\n\tbare = false\n' },
    input: 'path',
    fix: /never deployed .*name the folder your build writes to/,
  },
  'a path outside the checkout': {
    inputs: { path: '..' },
    input: 'path',
    fix: /outside the checked-out repository .*deploy a folder inside the checkout/,
  },
  'an empty api-key': { inputs: { 'api-key': '' }, input: 'api-key', fix: /pass it from a secret/ },
  'an empty api-url': {
    inputs: { 'api-url': '' },
    input: 'api-url',
    fix: /set it to the platform API address/,
  },
  'an api-url that is not a URL': {
    inputs: { 'api-url': 'the platform' },
    input: 'api-url',
    fix: /set it to an absolute address such as https:\/\//,
  },
  'an ftp:// api-url': {
    inputs: { 'api-url': 'ftp://platform.example.com/api/v1' },
    input: 'api-url',
    fix: /must start with https:\/\/ or http:\/\//,
  },
  'an api-url without a host': {
    inputs: { 'api-url': 'https://' },
    input: 'api-url',
    fix: /set it to an absolute address/,
  },
  'an api-url without a scheme': {
    inputs: { 'api-url': 'localhost:8080' },
    input: 'api-url',
    fix: /must start with https:\/\/ or http:\/\//,
  },
  'an api-url with credentials in it': {
    inputs: (s) => ({ 'api-url': s.url.replace('http://', 'http://user:hunter2@') }),
    input: 'api-url',
    fix: /remove them and put the key in the `api-key` secret/,
  },
  'an empty project': { inputs: { project: '' }, input: 'project', fix: SET_IT },
  'a path that does not exist': {
    inputs: { path: 'build/output' },
    input: 'path',
    fix: /set it to the directory/,
  },
  'wait: yes': notABoolean('wait', 'yes'),
  'timeout: 5 minutes': {
    inputs: { timeout: '5 minutes' },
    input: 'timeout',
    fix: /must be a duration such as 90s, 15m/,
  },
  'a zero timeout': { inputs: { timeout: '0' }, input: 'timeout', fix: /must be a duration/ },
  'compression-level: 10': {
    inputs: { 'compression-level': '10' },
    input: 'compression-level',
    fix: /must be a whole number from 0 to 9/,
  },
  'an unknown source': {
    inputs: { source: 'git' },
    input: 'source',
    fix: /must be one of upload, repository/,
  },
  'a commit-sha that is not a hash': {
    inputs: { source: 'repository', 'commit-sha': 'HEAD~1' },
    input: 'commit-sha',
    fix: /must be a commit hash/,
  },
  'a branch with the upload source': {
    inputs: { branch: 'main' },
    input: 'branch',
    fix: /remove them or set `source: repository`/,
  },
  'comment: maybe': notABoolean('comment', 'maybe'),
  ...PROJECT_WRITER_REFUSALS,
  'a revoked key': {
    inputs: (s) => {
      const key = s.world.platform.admin.issueKey('full');
      s.world.platform.admin.revokeKey(key);
      return { 'api-key': key };
    },
    input: 'api-key',
    fix: /create a key in the platform dashboard and store it/,
  },
  ...REDEPLOY_AND_CHECK_CASES,
});

export const PREVIEW_DOMAIN_CASES: readonly BadInputCase[] = refusalsOf('preview-domain', {
  'an empty domain': { inputs: { domain: '' }, input: 'domain', fix: /set it to a template such as/ },
  'a domain that is not a host name': {
    inputs: { domain: 'preview site' },
    input: 'domain',
    fix: /e\.g\. pr-7\.example\.com/,
  },
  'both project and project-name': {
    inputs: { 'project-name': 'shop-pr-{pr}' },
    input: 'project',
    fix: /Give exactly one of/,
  },
  'an unknown mode': {
    inputs: { mode: 'sideways' },
    input: 'mode',
    fix: /must be one of attach, detach, auto/,
  },
  'a path that does not exist': {
    inputs: { path: 'build/output' },
    input: 'path',
    fix: /set it to the directory/,
  },
  'primary: 1': notABoolean('primary', '1'),
  'an invalid timeout': { inputs: { timeout: '10 mins' }, input: 'timeout', fix: /must be a duration/ },
  ...PROJECT_WRITER_REFUSALS,
  'a fixed domain, the same for every pull request': {
    inputs: { domain: 'shop.example.com' },
    input: 'domain',
    fix: /has no \{pr\}, \{branch\} or \{sha\}.*e\.g\. pr-\{pr\}\.preview\.example\.com/,
  },
  'a project-name template without a placeholder': {
    inputs: { project: '', 'project-name': 'shop' },
    input: 'project-name',
    fix: /has no \{pr\}, \{branch\} or \{sha\}.*e\.g\. shop-pr-\{pr\}/,
  },
});
