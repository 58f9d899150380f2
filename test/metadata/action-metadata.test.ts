import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  actionDocPath,
  actionYamlPath,
  renderActionYaml,
  withReadmeTables,
} from '../../scripts/gen-metadata.ts';
import { InputReader } from '../../src/actions/common/inputs.ts';
import { loadActionSpecs } from '../../src/actions/specs.ts';
import { catalogueOf } from '../catalogue/index.ts';
import { REPO_ROOT } from '../e2e/harness.ts';

const ACTION_SPECS = await loadActionSpecs();

interface ActionYaml {
  inputs?: Record<string, unknown>;
  outputs?: Record<string, unknown>;
  runs: { using: string; main: string };
}

describe.each(ACTION_SPECS.map((spec) => [spec.name, spec] as const))('action %s', (name, spec) => {
  const file = join(REPO_ROOT, actionYamlPath(spec));
  const text = readFileSync(file, 'utf8');
  const metadata = parse(text) as ActionYaml;

  it('is the action.yml its spec generates (run npm run build after editing a spec)', () => {
    expect(text).toBe(renderActionYaml(spec));
  });

  it('runs on node24 from the committed bundle', () => {
    expect(metadata.runs.using).toBe('node24');
    const main = join(REPO_ROOT, actionYamlPath(spec), '..', metadata.runs.main);
    expect(main).toBe(join(REPO_ROOT, 'dist', name, 'index.js'));
    expect(readFileSync(main, 'utf8').length).toBeGreaterThan(1000);
  });

  it('passes the action-metadata schema (@action-validator/cli)', () => {
    // The validator's schema stops at node20; node24 is asserted above, the rest is checked here.
    const copy = join(mkdtempSync(join(tmpdir(), 'action-yml-')), 'action.yml');
    writeFileSync(copy, text.replace(/using: node24/, 'using: node20'));
    const validator = join(REPO_ROOT, 'node_modules/.bin/action-validator');
    expect(() => execFileSync(validator, [copy], { stdio: 'pipe' })).not.toThrow();
  });

  it('reads every input it declares, and declares every input it reads', async () => {
    // Each action's catalogue (test/catalogue/<name>.ts) has valid values and the entry's own parsing.
    const { sample, parse: parseInputs } = catalogueOf(name).metadata;
    const reader = new InputReader(spec, (input) => {
      if (!(input in spec.inputs)) throw new Error(`read undeclared input ${input}`);
      return sample[input] ?? '';
    });
    parseInputs(reader);
    expect(reader.unread()).toEqual([]);
    expect(Object.keys(metadata.inputs ?? {}).sort()).toEqual(Object.keys(spec.inputs).sort());
  });
});

describe('action documentation', () => {
  it('carries the input and output tables generated from the specs (npm run build refreshes them)', () => {
    for (const spec of ACTION_SPECS) {
      const doc = readFileSync(join(REPO_ROOT, actionDocPath(spec)), 'utf8');
      expect(doc).toContain(`<!-- generated:inputs:${spec.name}:start -->`);
      expect(withReadmeTables(doc, ACTION_SPECS)).toBe(doc);
    }
  });
});

describe('marketplace listing', () => {
  // The icons and colours GitHub Marketplace takes (docs: metadata syntax, branding).
  const COLORS = ['white', 'black', 'yellow', 'blue', 'green', 'orange', 'red', 'purple', 'gray-dark'];
  it('gives the root action (the one the Marketplace lists) a branding icon and colour', () => {
    const root = parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')) as {
      branding?: { icon?: string; color?: string };
    };
    expect(root.branding?.icon).toMatch(/^[a-z0-9-]+$/);
    expect(COLORS).toContain(root.branding?.color);
  });
});
