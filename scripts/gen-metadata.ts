/**
 * Writes every action.yml from the specs in src/actions/specs.ts, so the names of inputs and
 * outputs live in one place. Also renders the input/output table in each action's documentation.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import type { ActionSpec } from '../src/actions/common/spec.ts';
import { actionNames, loadActionSpecs } from '../src/actions/specs.ts';
import { ROUTES } from '../src/api/routes.ts';

export function actionYamlPath(spec: ActionSpec): string {
  return spec.name === 'deploy' ? 'action.yml' : `actions/${spec.name}/action.yml`;
}

export function renderActionYaml(spec: ActionSpec): string {
  const inputs = Object.fromEntries(
    Object.entries(spec.inputs).map(([name, input]) => [
      name,
      {
        description: input.description,
        required: input.required ?? false,
        ...(input.default !== undefined ? { default: input.default } : {}),
      },
    ]),
  );
  const outputs = Object.fromEntries(
    Object.entries(spec.outputs).map(([name, output]) => [name, { description: output.description }]),
  );
  const main = spec.name === 'deploy' ? 'dist/deploy/index.js' : `../../dist/${spec.name}/index.js`;
  const document = {
    name: spec.title,
    description: spec.description,
    author: 'platform-actions',
    branding: { icon: 'upload-cloud', color: 'blue' },
    inputs,
    outputs,
    runs: { using: 'node24', main },
  };
  return `# Generated from src/actions/${spec.name}/spec.ts by npm run build; edit the spec, not this file.\n${stringify(document, { lineWidth: 0 })}`;
}

function escapeCell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

export function renderInputTable(spec: ActionSpec): string {
  const rows = Object.entries(spec.inputs).map(
    ([name, input]) =>
      `| \`${name}\` | ${input.required ? 'yes' : 'no'} | ${input.default !== undefined ? `\`${input.default}\`` : ''} | ${escapeCell(input.description)} |`,
  );
  const outputs = Object.entries(spec.outputs).map(
    ([name, output]) => `| \`${name}\` | ${escapeCell(output.description)} |`,
  );
  return [
    '| Input | Required | Default | Description |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    '| Output | Description |',
    '| --- | --- |',
    ...outputs,
  ].join('\n');
}

export async function writeActionMetadata(root: string): Promise<void> {
  for (const spec of await loadActionSpecs()) {
    const file = `${root}${actionYamlPath(spec)}`;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, renderActionYaml(spec));
  }
}

const tableMarkers = (name: string) =>
  [`<!-- generated:inputs:${name}:start -->`, `<!-- generated:inputs:${name}:end -->`] as const;

/** README text with each action's input/output table replaced between its markers. */
export function withReadmeTables(readme: string, specs: readonly ActionSpec[]): string {
  let text = readme;
  for (const spec of specs) {
    const [start, end] = tableMarkers(spec.name);
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from === -1 || to === -1) continue;
    text = `${text.slice(0, from + start.length)}\n${renderInputTable(spec)}\n${text.slice(to)}`;
  }
  return text;
}

/** Where an action's own documentation lives: its README, or docs/deploy.md for the root action. */
export function actionDocPath(spec: ActionSpec): string {
  return spec.name === 'deploy' ? 'docs/deploy.md' : `actions/${spec.name}/README.md`;
}

/** Refreshes the input/output table in each action's documentation. */
export async function updateActionDocs(root: string): Promise<void> {
  for (const spec of await loadActionSpecs()) {
    const file = `${root}${actionDocPath(spec)}`;
    const text = readFileSync(file, 'utf8');
    const updated = withReadmeTables(text, [spec]);
    if (updated !== text) writeFileSync(file, updated);
  }
}

/**
 * Facts about the project that documentation states, each computed from what it describes, so a
 * new action or workflow changes the docs with `npm run build` rather than by someone remembering:
 *
 *     shared by <!-- generated:count:actions -->eleven<!-- /generated --> actions
 *
 * The markers are HTML comments, which GitHub does not show.
 */
export interface ProjectFacts {
  /** Each fact's name, as a marker names it, and its rendered text. */
  readonly [name: string]: string;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const MORE_WORDS = [
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** A count as prose writes it: words up to twenty, digits above. */
export function countWord(count: number): string {
  return [...NUMBER_WORDS, ...MORE_WORDS][count] ?? String(count);
}

/** "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The reusable workflows users call: every workflow of .github/workflows with `on: workflow_call`,
 * except ci.yml, which is the project's own CI (release.yml calls it on the tagged commit).
 */
export function reusableWorkflows(root: string): string[] {
  const dir = join(root, '.github/workflows');
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name) && name !== 'ci.yml')
    .filter((name) => {
      const on = (parse(readFileSync(join(dir, name), 'utf8')) as { on?: unknown }).on;
      return typeof on === 'object' && on !== null && 'workflow_call' in on;
    })
    .sort();
}

/** The actions of this repository a workflow runs, in the order its jobs and steps name them. */
export function workflowActions(root: string, workflow: string): string[] {
  const text = readFileSync(join(root, '.github/workflows', workflow), 'utf8');
  const names = [
    ...text.matchAll(/^\s*(?:-\s*)?uses:\s*platform-actions\/platform-actions(?:\/actions\/([\w-]+))?@/gm),
  ].map((match) => match[1] ?? 'deploy');
  return [...new Set(names)];
}

export function projectFacts(root: string): ProjectFacts {
  const workflows = reusableWorkflows(root);
  const anchor = (name: string) => name.replace(/[^a-z0-9-]/g, '');
  return {
    'count:actions': countWord(actionNames().length),
    'count:workflows': countWord(workflows.length),
    'count:Workflows': (([first = '', ...rest]) => `${first.toUpperCase()}${rest.join('')}`)(
      countWord(workflows.length),
    ),
    'count:endpoints': String(ROUTES.length),
    'workflow-links': listed(workflows.map((name) => `[\`${name}\`](#${anchor(name)})`)),
    'sync-runs': listed(workflowActions(root, 'sync.yml').map((name) => `\`${name}\``)),
  };
}

const FACT = /<!-- generated:([\w:-]+) -->([\s\S]*?)<!-- \/generated -->/g;

/** `text` with every fact marker filled in; a marker naming an unknown fact is an error. */
export function withProjectFacts(text: string, facts: ProjectFacts, file = 'the text'): string {
  return text.replace(FACT, (_, name: string) => {
    const value = facts[name];
    if (value === undefined)
      throw new Error(
        `${file} has a marker for "${name}", which is not a known fact: use one of ${Object.keys(facts).join(', ')}.`,
      );
    return `<!-- generated:${name} -->${value}<!-- /generated -->`;
  });
}

/** The documents that state project facts: the README, CONTRIBUTING.md and docs/. */
export function factDocuments(root: string): string[] {
  const docs = existsSync(join(root, 'docs'))
    ? readdirSync(join(root, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `docs/${name}`)
    : [];
  return ['README.md', 'CONTRIBUTING.md', ...docs].filter((file) => existsSync(join(root, file)));
}

/** Refreshes every fact marker of the README, CONTRIBUTING.md and docs/. */
export function updateProjectFacts(root: string): void {
  const facts = projectFacts(root);
  for (const file of factDocuments(root)) {
    const text = readFileSync(join(root, file), 'utf8');
    const updated = withProjectFacts(text, facts, file);
    if (updated !== text) writeFileSync(join(root, file), updated);
  }
}

if (import.meta.main) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  await writeActionMetadata(root);
  await updateActionDocs(root);
  updateProjectFacts(root);
}
