/** Bad inputs of project-sync: its inputs, its file, its overrides, and the plans it refuses. */
import { type BadInputCase, notABoolean, READ_ONLY_KEY, type Refusal, refusalsOf } from './cases.ts';

const PRIMARY_FILE = 'domains:\n  - name: shop.example.com\n    primary: true\n';

export const PROJECT_SYNC_CASES: readonly BadInputCase[] = refusalsOf('project-sync', {
  'no project': {
    inputs: { project: '' },
    input: 'project',
    fix: /set it to the id or name of the project the file configures/,
  },
  'an unknown project': {
    inputs: { project: 'prj_doesnotexist' },
    input: 'project',
    fix: /is neither the id nor the name of a project the key can see .*: check the id or name/,
  },
  'allow-primary-change: yes': notABoolean('allow-primary-change', 'yes'),
  'proxy-wait: soon': {
    inputs: { 'proxy-wait': 'soon' },
    input: 'proxy-wait',
    fix: /a duration such as 90s/,
  },
  'a setting the project does not have': {
    files: { 'project.yml': 'settings:\n  buildComand: npm run build\n' },
    input: 'file',
    names: /project\.yml:2: /,
    fix: /the project's settings are name, repository, .*buildCommand/,
  },
  'a proxy origin that is not a URL': {
    files: { 'project.yml': 'proxy-rules:\n  - { prefix: /api, origin: api.example.com }\n' },
    input: 'file',
    names: /project\.yml:2: /,
    fix: /origin must be an http or https URL/,
  },
  'overrides that are not YAML': {
    inputs: { overrides: 'routing: [spa' },
    input: 'overrides',
    names: /input "overrides":\d+: /,
    fix: /YAML syntax error/,
  },
  'a primary domain without allow-primary-change': {
    files: { 'project.yml': PRIMARY_FILE },
    input: 'allow-primary-change',
    names: /changes the primary \(production\) domain from none to shop\.example\.com/,
    fix: /set `allow-primary-change: true` to allow it/,
  },
  'a read-only key': READ_ONLY_KEY,
  // Prefixes and origins are checked offline, at their line.
  ...Object.fromEntries(
    ['/..', '/../admin', '/api/../..', '/%2e%2e', '/api?x=1', '/api#frag'].map(
      (prefix): [string, Refusal] => [
        `a proxy prefix ${prefix}`,
        {
          files: {
            'project.yml': `proxy-rules:\n  - { prefix: "${prefix}", origin: "https://api.example.com" }\n`,
          },
          input: 'file',
          names: /project\.yml:2: /,
          fix: /A proxy rule prefix must be a plain path that starts with \/ \(e\.g\. \/api\)/,
        },
      ],
    ),
  ),
  'a proxy origin with credentials': {
    files: {
      'project.yml':
        'proxy-rules:\n  - { prefix: /api, origin: "https://svc:Pr0xyPassw0rd-77x@api.example.com" }\n',
    },
    input: 'file',
    names: /project\.yml:2: Proxy rule \/api: origin https:\/\/\*\*\*@api\.example\.com carries credentials/,
    fix: /remove them from the file/,
  },
});
