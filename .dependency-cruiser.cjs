// The layer rules, checked on every `npm test` (`npm run lint:deps`, over src, bench and scripts).
// CONTRIBUTING.md's "Layers" list is generated from the rules below (scripts/layer-doc.ts), so each
// rule's comment is written for a reader of that list. Lowest layer first: a module imports only its
// own layer or lower ones.
//
// The base files and the domain folders are read from src/ when this file loads, not listed by hand:
// a new src/<folder>/ is domain (and bound by the domain's rules) unless it is one of LAYERED below.
const { readdirSync } = require('node:fs');
const { join } = require('node:path');

const SRC = readdirSync(join(__dirname, 'src'), { withFileTypes: true });

/** The folders of src with a layer of their own; every other folder of src is the domain. */
const LAYERED = ['types', 'api', 'secrets', 'render', 'github', 'gitlab', 'actions', 'cli'];
const DOMAIN_FOLDERS = SRC.filter((entry) => entry.isDirectory() && !LAYERED.includes(entry.name))
  .map((entry) => entry.name)
  .sort();
const BASE_FILES = SRC.filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .map((entry) => entry.name)
  .sort();

const escaped = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (names) => names.map(escaped).join('|');
/** The base modules the platform client does not use: the runner port and deploy site paths are not its business. */
const NOT_FOR_API = ['port.ts', 'site-path.ts'];

const BASE = [`^src/(${anyOf(BASE_FILES)})$`, '^src/types/'];
const API_BASE = [
  `^src/(${anyOf(BASE_FILES.filter((file) => !NOT_FOR_API.includes(file)))})$`,
  '^src/types/',
];
const DOMAIN = `^src/(${anyOf(DOMAIN_FOLDERS)})/`;
const code = (paths) => paths.map((path) => `\`${path}\``).join(', ');
const BASE_NAMES = code([...BASE_FILES.map((file) => `src/${file}`), 'src/types/']);
const DOMAIN_NAMES = code(DOMAIN_FOLDERS.map((folder) => `src/${folder}/`));
/** What the rules that cover the whole tree start from. */
const TREE = '^(src|bench|scripts)/';

module.exports = {
  forbidden: [
    {
      name: 'base-knows-only-base',
      severity: 'error',
      comment: `The base (${BASE_NAMES}: every file directly in src, and src/types) is what every layer shares: it imports only itself (the rules below say which part of it the platform client may use).`,
      from: { path: BASE },
      to: { path: '^src/', pathNot: BASE },
    },
    {
      name: 'secrets-know-no-higher-layer',
      severity: 'error',
      comment:
        "`src/secrets/` (the run's secret registry and redaction) sits under everything that may say something: it imports only the base.",
      from: { path: '^src/secrets/' },
      to: { path: '^src/', pathNot: ['^src/secrets/', ...BASE] },
    },
    {
      name: 'api-knows-no-higher-layer',
      severity: 'error',
      comment: `\`src/api/\` is the platform client: it imports only the base (without ${code(NOT_FOR_API.map((file) => `src/${file}`))}) and \`src/secrets/\`, and knows nothing of actions, their inputs, GitHub, rendering or the domain.`,
      from: { path: '^src/api/' },
      to: { path: '^src/', pathNot: ['^src/api/', '^src/secrets/', ...API_BASE] },
    },
    {
      name: 'render-knows-no-higher-layer',
      severity: 'error',
      comment:
        '`src/render/` turns facts into markdown, summaries and pictures: it imports only the base and `src/secrets/`, never the platform client, GitHub, the domain or the actions.',
      from: { path: '^src/render/' },
      to: { path: '^src/', pathNot: ['^src/render/', '^src/secrets/', ...BASE] },
    },
    {
      name: 'github-knows-no-higher-layer',
      severity: 'error',
      comment: "`src/github/` is GitHub's API: it never imports the domain or the actions.",
      from: { path: '^src/github/' },
      to: { path: [DOMAIN, '^src/actions/'] },
    },
    {
      name: 'gitlab-knows-no-higher-layer',
      severity: 'error',
      comment:
        "`src/gitlab/` is GitLab's API (merge request notes): it sits beside `src/github/` and imports neither it nor the domain, the actions or the command line.",
      from: { path: '^src/gitlab/' },
      to: { path: [DOMAIN, '^src/actions/', '^src/cli/', '^src/github/'] },
    },
    {
      name: 'domain-knows-no-action',
      severity: 'error',
      comment: `The domain (${DOMAIN_NAMES}: every folder of src without a layer of its own) is what actions are made of: it never imports \`src/actions/\`.`,
      from: { path: DOMAIN },
      to: { path: '^src/actions/' },
    },
    {
      name: 'no-action-imports-another',
      severity: 'error',
      comment:
        'No action imports another: an action is its own folder, and what two actions share (spec fragments, input readers, GitHub reporting) lives in `src/actions/common/` or, when it is not about inputs and outputs, in the domain below.',
      // $1 is the importing action's folder: its own modules and common are allowed, any other action is not.
      from: { path: '^src/actions/([^/]+)/' },
      to: { path: '^src/actions/([^/]+)/', pathNot: ['^src/actions/common/', '^src/actions/$1/'] },
    },
    {
      name: 'only-the-command-line-knows-the-command-line',
      severity: 'error',
      comment:
        '`src/cli/` is the command line on top of the actions (each action a subcommand whose flags come from its spec): nothing in src imports it.',
      from: { path: '^src/', pathNot: '^src/cli/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'No module of src, bench or scripts is part of an import cycle, not even through type imports only: a cycle means two modules are one in two files, or a layer is inverted; move the shared part (types included) down to a module both use.',
      from: { path: TREE },
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      severity: 'error',
      comment:
        'No folder of src, bench or scripts imports a folder that imports it back, through any modules and type imports included: folders are layers too (src/projects uses src/sync, so src/sync never uses src/projects).',
      scope: 'folder',
      // A folder's name has no trailing slash: `scripts`, `src/sync`.
      from: { path: '^(src|bench|scripts)(/|$)' },
      to: { circular: true },
    },
    {
      name: 'src-knows-no-tests',
      severity: 'error',
      comment: 'What ships never imports `test/`, `bench/` or `scripts/`.',
      from: { path: '^src/' },
      to: { path: '^(test|bench|scripts)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment:
        'Every import of src, bench and scripts resolves: one that resolves to nothing fails at run time.',
      from: { path: TREE },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
