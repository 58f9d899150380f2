/** Bad inputs of projects: the manifest (named at file:line), the keys it is asked for, its budget. */
import { type BadInputCase, MANIFEST_FILE, refusalsOf } from './cases.ts';

export const PROJECTS_CASES: readonly BadInputCase[] = refusalsOf('projects', {
  'a manifest that is not there': {
    inputs: { manifest: 'apps/platform.yml' },
    input: 'manifest',
    fix: /add it .* or set `manifest` to its path/,
  },
  'a manifest path outside the repository': {
    inputs: { manifest: '../platform.yml' },
    input: 'manifest',
    fix: /relative to the repository root, inside it/,
  },
  'a project path that climbs out of the repository': {
    files: { 'platform.yml': 'projects:\n  web:\n    project: shop\n    path: ../other\n' },
    input: 'manifest',
    names: /platform\.yml:4: Project "web": path "\.\.\/other"/,
    fix: /relative to the repository root, inside it/,
  },
  "a project path that is the repository's .git": {
    files: {
      'platform.yml': 'projects:\n  web:\n    project: shop\n    path: .git\n',
      '.git/config': '[core]\n\tbare = false\n',
    },
    input: 'manifest',
    names: /platform\.yml:4: Project "web": path "\.git" is inside a `\.git` directory/,
    fix: /name the folder your build writes to/,
  },
  'two keys for one platform project': {
    files: { 'platform.yml': `${MANIFEST_FILE}  store:\n    project: shop\n    path: site\n` },
    input: 'manifest',
    names:
      /platform\.yml:5: Project "store": project "shop" is platform project \S+, which "web" \(line 2\) deploys too/,
    fix: /keep one key for it/,
  },
  'a watch of negations only': {
    files: {
      'platform.yml': 'projects:\n  web:\n    project: shop\n    path: site\n    watch: "!site/**/*.md"\n',
    },
    input: 'manifest',
    names: /platform\.yml:5: Project "web": watch holds only negations/,
    fix: /put the globs of the files it is built from first/,
  },
  'a watch glob that is absolute': {
    files: { 'platform.yml': 'projects:\n  web:\n    project: shop\n    watch: [/etc/**]\n' },
    input: 'manifest',
    names: /platform\.yml:4: Project "web": watch "\/etc\/\*\*"/,
    fix: /relative to the repository root/,
  },
  'a misspelt key in a project': {
    files: { 'platform.yml': `${MANIFEST_FILE}    wacth: [site/**]\n` },
    input: 'manifest',
    names: /platform\.yml:5: Unknown key "wacth"/,
    fix: /use one of project, path, watch/,
  },
  'a manifest project the platform does not have': {
    files: { 'platform.yml': 'projects:\n  web:\n    project: no-such-shop\n' },
    input: 'manifest',
    names: /platform\.yml:2: Project "web": project "no-such-shop"/,
    fix: /set it to the id or name of a project this key can see/,
  },
  'a key the manifest does not declare': {
    inputs: { projects: 'web, nope' },
    input: 'projects',
    fix: /use keys of its `projects:` \(web\) or `all`/,
  },
  'a max-parallel of 0': {
    inputs: { 'max-parallel': '0' },
    input: 'max-parallel',
    fix: /whole number from 1 to 256/,
  },
  'a rate budget above the platform limit': {
    inputs: { 'rate-budget': '25' },
    input: 'rate-budget',
    fix: /from 1 to 20/,
  },
  'a key twice in the pool': {
    inputs: (s) => ({ 'api-keys': `${s.fullKey}\n${s.fullKey}` }),
    input: 'api-keys',
    fix: /give each key of the pool once/,
  },
  'report mode with a plan whose keys the manifest could not hold': {
    inputs: { results: 'results', planned: '{"include":[{"key":"web @a","projects":"web"}]}' },
    input: 'planned',
    fix: /set it to the projects job's `matrix` output/,
  },
  'report mode without the results directory': {
    inputs: { results: 'no-such-dir' },
    input: 'results',
    fix: /set it to where the legs' result artifacts were downloaded/,
  },
});
