// The layer rules of CONTRIBUTING.md ("Layers"), checked on every `npm test` (`npm run lint:deps`).
// Lowest first: src/clock.ts, errors.ts, log.ts, pause.ts, poll.ts, bytes.ts, text.ts, run-scope.ts, port.ts, site-path.ts, types/ → src/secrets →
// src/api → src/render, src/github, src/gitlab → the domain folders → src/actions → src/cli. A module imports only its own
// layer or lower ones.

/** The domain folders: what the actions are made of, and know nothing of actions. */
const DOMAIN = '^src/(deploy|env|preview|projects|cdn|runs|databases|sync|workspace|manifest)/';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'Modules form layers; a cycle means two of them are one module in two files, or a layer is inverted. A cycle through type imports only costs nothing at run time but still ties the modules together: move the shared types down to the module both use.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'api-knows-no-higher-layer',
      severity: 'error',
      comment:
        'src/api is the platform client: it knows nothing of actions, inputs, GitHub, rendering or the domain. It may use the shared base modules (clock, errors, log, pause) and src/secrets (redaction of what it says).',
      from: { path: '^src/api/' },
      to: {
        path: '^src/',
        pathNot: [
          '^src/api/',
          '^src/(clock|errors|log|pause|poll|bytes|text|run-scope)\\.ts$',
          '^src/secrets/',
          '^src/types/',
        ],
      },
    },
    {
      name: 'secrets-know-no-higher-layer',
      severity: 'error',
      comment: 'src/secrets sits under everything that may say something: it uses only the base modules.',
      from: { path: '^src/secrets/' },
      to: {
        path: '^src/',
        pathNot: [
          '^src/secrets/',
          '^src/(clock|errors|log|pause|poll|bytes|text|run-scope)\\.ts$',
          '^src/types/',
        ],
      },
    },
    {
      name: 'render-knows-no-higher-layer',
      severity: 'error',
      comment:
        'src/render turns facts into markdown, summaries and pictures: it uses the base modules and src/secrets, never the platform client, GitHub, the domain or the actions.',
      from: { path: '^src/render/' },
      to: {
        path: '^src/',
        pathNot: [
          '^src/render/',
          '^src/secrets/',
          '^src/(clock|errors|log|pause|poll|port|site-path|bytes|text|run-scope)\\.ts$',
          '^src/types/',
        ],
      },
    },
    {
      name: 'github-knows-no-higher-layer',
      severity: 'error',
      comment: "src/github is GitHub's API: it never imports the domain folders or the actions.",
      from: { path: '^src/github/' },
      to: { path: [DOMAIN, '^src/actions/'] },
    },
    {
      name: 'gitlab-knows-no-higher-layer',
      severity: 'error',
      comment:
        "src/gitlab is GitLab's API (merge request notes): like src/github, it never imports the domain, the actions or the command line.",
      from: { path: '^src/gitlab/' },
      to: { path: [DOMAIN, '^src/actions/', '^src/cli/', '^src/github/'] },
    },
    {
      name: 'only-the-command-line-knows-the-command-line',
      severity: 'error',
      comment: 'src/cli sits on top of the actions (each action is a subcommand): nothing below imports it.',
      from: { path: '^src/', pathNot: '^src/cli/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'domain-knows-no-action',
      severity: 'error',
      comment: 'The domain folders are what actions are made of: an action imports them, never the reverse.',
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
      name: 'src-knows-no-tests',
      severity: 'error',
      comment: 'What ships never imports test code (fakes, support, fixtures).',
      from: { path: '^src/' },
      to: { path: '^(test|bench|scripts)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing fails at run time.',
      from: { path: '^src/' },
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
