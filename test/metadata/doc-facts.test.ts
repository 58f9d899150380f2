import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  countWord,
  factDocuments,
  projectFacts,
  releasedTerms,
  reusableWorkflows,
  withActionsTable,
  withProjectFacts,
  workflowActions,
} from '../../scripts/gen-metadata.ts';
import { loadActionSpecs } from '../../src/actions/specs.ts';
import { REPO_ROOT } from '../e2e/harness.ts';
import { seedDemo } from '../fakes/platform/demo.ts';
import { startPlatform } from '../fakes/platform/index.ts';

/**
 * Every number the documentation states about the project is generated (`<!-- generated:… -->`
 * markers, filled by npm run build from the specs, the route table and the workflows) or checked here
 * against what it describes. Numbers about the platform's limits (20 requests/s) are not ours to count.
 */

const read = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');
const SPECS = await loadActionSpecs();
const NUMBER = `(?:${[...Array(21).keys()].map(countWord).join('|')}|\\d+)`;
/** "eleven actions", "Five workflows", "113 endpoints": a count of something this project has. */
const COUNT_CLAIM = new RegExp(
  `\\b${NUMBER}\\s+(?:reusable\\s+)?(?:actions|workflows|endpoints|operations|bundles)\\b`,
  'gi',
);
const withoutMarkers = (text: string) =>
  text.replace(/<!-- generated:[\w:-]+ -->[\s\S]*?<!-- \/generated -->/g, '');

describe('generated facts', () => {
  it('are current in the README, CONTRIBUTING.md and docs/ (npm run build refreshes them)', () => {
    const facts = projectFacts(REPO_ROOT);
    for (const file of factDocuments(REPO_ROOT))
      expect(read(file), file).toBe(withProjectFacts(read(file), facts, file));
  });

  it('count what they name: actions with a spec, workflows with workflow_call, the route table', () => {
    const facts = projectFacts(REPO_ROOT);
    expect(facts['count:actions']).toBe(countWord(SPECS.length));
    expect(reusableWorkflows(REPO_ROOT)).toEqual(
      expect.arrayContaining(['deploy.yml', 'sync.yml', 'rollback.yml']),
    );
    expect(reusableWorkflows(REPO_ROOT)).not.toContain('ci.yml');
    expect(workflowActions(REPO_ROOT, 'sync.yml')).toEqual([
      'env-sync',
      'dns-sync',
      'cron-sync',
      'project-sync',
    ]);
    expect(facts['count:endpoints']).toBe('113');
  });

  it('are stated, where a count is stated at all: no hand-typed count of actions, workflows or endpoints', () => {
    const typed = factDocuments(REPO_ROOT).flatMap((file) =>
      [...withoutMarkers(read(file)).matchAll(COUNT_CLAIM)].map((match) => `${file}: "${match[0]}"`),
    );
    expect(typed).toEqual([]);
  });

  it('catches a typed count, and refuses a marker that names no fact', () => {
    expect(
      [
        ...withoutMarkers(
          'shared by ten actions and <!-- generated:count:workflows -->5<!-- /generated --> workflows',
        ).matchAll(COUNT_CLAIM),
      ].map((m) => m[0]),
    ).toEqual(['ten actions']);
    expect(() =>
      withProjectFacts(
        '<!-- generated:count:dragons -->3<!-- /generated -->',
        projectFacts(REPO_ROOT),
        'x.md',
      ),
    ).toThrow('x.md has a marker for "count:dragons", which is not a known fact');
  });
});

describe('the README tables', () => {
  const readme = read('README.md');
  const released = releasedTerms(read('CHANGELOG.md'));

  it("list the actions as npm run build writes them from the specs' summaries, so a new action needs no edit", () => {
    expect(readme).toBe(withActionsTable(readme, SPECS, released));
  });

  it('mark an action no release has shipped, and catch a row a spec no longer says', () => {
    const unshipped = withActionsTable(readme, SPECS, new Set(['deploy']));
    expect(unshipped).toMatch(/^\| \[`api`\]\(actions\/api\/README\.md\) \| .* \(next release\) \|$/m);
    expect(unshipped).not.toMatch(/^\| \[`deploy`\].*next release/m);
    const stale = readme.replace(/^(\| \[`run`\].*) \|$/m, '$1, quickly |');
    expect(withActionsTable(stale, SPECS, released)).not.toBe(stale);
  });
  it('have a row for every action and every reusable workflow', () => {
    for (const spec of SPECS)
      expect(readme, spec.name).toMatch(new RegExp(`^\\| \\[\`${spec.name}\`\\]`, 'm'));
    for (const workflow of reusableWorkflows(REPO_ROOT)) {
      expect(readme, workflow).toMatch(new RegExp(`^\\| \\[\`${workflow.replace('.', '\\.')}\`\\]`, 'm'));
    }
  });

  it('link every rendered summary picture of docs/images', () => {
    for (const image of readdirSync(join(REPO_ROOT, 'docs/images')))
      expect(readme).toContain(`](docs/images/${image})`);
  });

  it('say Node 24 is required beside the two set-up commands', () => {
    const lines = readme.split('\n');
    const setUp = lines.findIndex((line) => line.startsWith('npm ci && npm start'));
    expect(setUp).toBeGreaterThan(0);
    expect(lines.slice(setUp - 8, setUp).join(' ')).toMatch(/Node 24 is required/);
  });
});

describe('docs/local-platform.md', () => {
  const doc = read('docs/local-platform.md');

  it('lists exactly what the local platform seeds: projects, the zone and env groups', async () => {
    const platform = await startPlatform();
    try {
      seedDemo(platform);
      const rows = [...doc.matchAll(/^\| (project|DNS zone|env group) \| `([^`]+)`/gm)].map(
        ([, kind, id]) => `${kind} ${id}`,
      );
      const seeded = [
        ...[...platform.state.projects.keys()].map((id) => `project ${id}`),
        ...[...platform.state.dnsZones.values()].map((zone) => `DNS zone ${zone.name}`),
        ...[...platform.state.envGroups.keys()].map((id) => `env group ${id}`),
      ];
      expect(rows.sort()).toEqual(seeded.sort());
    } finally {
      await platform.close();
    }
  });
});

describe('dry-run descriptions', () => {
  it('mention the schedule check only for cron-sync, the one action that has it', () => {
    for (const spec of SPECS) {
      const text = (spec.inputs as Record<string, { description: string }>)['dry-run']?.description ?? '';
      if (spec.name === 'cron-sync') expect(text).toContain('/cron/preview');
      else expect(text, spec.name).not.toMatch(/schedule/i);
    }
  });
});
