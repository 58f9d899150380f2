/** Bad inputs of the actions that ship the workspace: deploy and preview-domain. */
import type { BadInputCase } from './cases.ts';

const SET_IT = /\b(set|give) (it|`\w+`|"\w+")\b/;

export const DEPLOY_CASES: readonly BadInputCase[] = [
  {
    action: 'deploy',
    title: 'an empty api-key',
    inputs: { 'api-key': '' },
    input: 'api-key',
    fix: /pass it from a secret/,
  },
  {
    action: 'deploy',
    title: 'an empty api-url',
    inputs: { 'api-url': '' },
    input: 'api-url',
    fix: /set it to the platform API address/,
  },
  {
    action: 'deploy',
    title: 'an api-url that is not a URL',
    inputs: { 'api-url': 'the platform' },
    input: 'api-url',
    fix: /set it to an absolute address such as https:\/\//,
  },
  {
    action: 'deploy',
    title: 'an ftp:// api-url',
    inputs: { 'api-url': 'ftp://platform.example.com/api/v1' },
    input: 'api-url',
    fix: /must start with https:\/\/ or http:\/\//,
  },
  {
    action: 'deploy',
    title: 'an api-url without a host',
    inputs: { 'api-url': 'https://' },
    input: 'api-url',
    fix: /set it to an absolute address/,
  },
  {
    action: 'deploy',
    title: 'an api-url without a scheme',
    inputs: { 'api-url': 'localhost:8080' },
    input: 'api-url',
    fix: /must start with https:\/\/ or http:\/\//,
  },
  {
    action: 'deploy',
    title: 'an api-url with credentials in it',
    inputs: (s) => ({ 'api-url': s.url.replace('http://', 'http://user:hunter2@') }),
    input: 'api-url',
    fix: /remove them and put the key in the `api-key` secret/,
  },
  {
    action: 'deploy',
    title: 'an empty project',
    inputs: { project: '' },
    input: 'project',
    fix: SET_IT,
  },
  {
    action: 'deploy',
    title: 'a path that does not exist',
    inputs: { path: 'build/output' },
    input: 'path',
    fix: /set it to the directory/,
  },
  {
    action: 'deploy',
    title: 'wait: yes',
    inputs: { wait: 'yes' },
    input: 'wait',
    fix: /set it to true or false/,
  },
  {
    action: 'deploy',
    title: 'timeout: 5 minutes',
    inputs: { timeout: '5 minutes' },
    input: 'timeout',
    fix: /must be a duration such as 90s, 15m/,
  },
  {
    action: 'deploy',
    title: 'a zero timeout',
    inputs: { timeout: '0' },
    input: 'timeout',
    fix: /must be a duration/,
  },
  {
    action: 'deploy',
    title: 'compression-level: 10',
    inputs: { 'compression-level': '10' },
    input: 'compression-level',
    fix: /must be a whole number from 0 to 9/,
  },
  {
    action: 'deploy',
    title: 'an unknown source',
    inputs: { source: 'git' },
    input: 'source',
    fix: /must be one of upload, repository/,
  },
  {
    action: 'deploy',
    title: 'a commit-sha that is not a hash',
    inputs: { source: 'repository', 'commit-sha': 'HEAD~1' },
    input: 'commit-sha',
    fix: /must be a commit hash/,
  },
  {
    action: 'deploy',
    title: 'a branch with the upload source',
    inputs: { branch: 'main' },
    input: 'branch',
    fix: /remove them or set `source: repository`/,
  },
  {
    action: 'deploy',
    title: 'comment: maybe',
    inputs: { comment: 'maybe' },
    input: 'comment',
    fix: /set it to true or false/,
  },
  {
    action: 'deploy',
    title: 'an unknown project',
    inputs: { project: 'prj_doesnotexist' },
    input: 'project',
    fix: /check the id/,
  },
  {
    action: 'deploy',
    title: 'a read-only key',
    inputs: (s) => ({ 'api-key': s.readKey }),
    input: 'api-key',
    fix: /full key/,
  },
  {
    action: 'deploy',
    title: 'a revoked key',
    inputs: (s) => {
      const key = s.world.platform.admin.issueKey('full');
      s.world.platform.admin.revokeKey(key);
      return { 'api-key': key };
    },
    input: 'api-key',
    fix: /create a key in the platform dashboard and store it/,
  },
];

export const PREVIEW_DOMAIN_CASES: readonly BadInputCase[] = [
  {
    action: 'preview-domain',
    title: 'an empty domain',
    inputs: { domain: '' },
    input: 'domain',
    fix: /set it to a template such as/,
  },
  {
    action: 'preview-domain',
    title: 'a domain that is not a host name',
    inputs: { domain: 'preview site' },
    input: 'domain',
    fix: /e\.g\. pr-7\.example\.com/,
  },
  {
    action: 'preview-domain',
    title: 'both project and project-name',
    inputs: { 'project-name': 'shop-pr-{pr}' },
    input: 'project',
    fix: /Give exactly one of/,
  },
  {
    action: 'preview-domain',
    title: 'an unknown mode',
    inputs: { mode: 'sideways' },
    input: 'mode',
    fix: /must be one of attach, detach, auto/,
  },
  {
    action: 'preview-domain',
    title: 'a path that does not exist',
    inputs: { path: 'build/output' },
    input: 'path',
    fix: /set it to the directory/,
  },
  {
    action: 'preview-domain',
    title: 'primary: 1',
    inputs: { primary: '1' },
    input: 'primary',
    fix: /set it to true or false/,
  },
  {
    action: 'preview-domain',
    title: 'an invalid timeout',
    inputs: { timeout: '10 mins' },
    input: 'timeout',
    fix: /must be a duration/,
  },
  {
    action: 'preview-domain',
    title: 'an unknown project',
    inputs: { project: 'prj_doesnotexist' },
    input: 'project',
    fix: /check the id/,
  },
  {
    action: 'preview-domain',
    title: 'a read-only key',
    inputs: (s) => ({ 'api-key': s.readKey }),
    input: 'api-key',
    fix: /full key/,
  },
];
