/**
 * Writes every action.yml from the specs in src/actions/specs.ts, so the names of inputs and
 * outputs live in one place. Also renders the input/output table in each action's documentation.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { stringify } from 'yaml';
import type { ActionSpec } from '../src/actions/common/spec.ts';
import { loadActionSpecs } from '../src/actions/specs.ts';

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

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeActionMetadata(new URL('..', import.meta.url).pathname);
  await updateActionDocs(new URL('..', import.meta.url).pathname);
}
