/**
 * The bad-input cases of every action's catalogue. Every case breaks one input of a valid run and expects a
 * non-zero exit, ONE failure annotation that names the input (in quotes or backticks) and says what
 * to do, and not a single write: no successful write in the platform's request log, no storage PUT.
 */
import { describe, expect, it } from 'vitest';
import { ACTIONS, CATALOGUES, runCase } from '../catalogue/index.ts';
import {
  type ActionName,
  type BadInputCase,
  type CaseSetup,
  expectRefusedBeforeAnyWrite,
  failureAnnotations,
  inWorld,
} from './cases.ts';

/** Every action's bad inputs, from its catalogue (test/catalogue/<name>.ts). */
const CASES: readonly BadInputCase[] = CATALOGUES.flatMap((catalogue) => catalogue.badInputs);

describe('the catalogue', () => {
  it('has at least 40 cases over every action, each breaking one input', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CASES.map((c) => c.action))).toEqual(new Set(ACTIONS));
    const titles = CASES.map((c) => `${c.action}: ${c.title}`);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

// One world per test, so the cases run side by side.
describe.concurrent('a valid baseline succeeds, so each case fails for its one bad input', () => {
  it.each(ACTIONS)('%s', (action) =>
    inWorld(async (setup) => {
      const result = await runCase(setup, action);
      expect(result.exitCode, result.stdout + result.stderr).toBe(0);
      expect(result.warnings).toEqual([]);
    }),
  );
});

describe.concurrent('a bad input fails before any write, with one sentence naming the input and the fix', () => {
  it.each(CASES)('$action: $title', (badCase) =>
    inWorld(async (setup) => {
      const result = await runCase(setup, badCase.action, badCase);
      expectRefusedBeforeAnyWrite(result, setup, badCase);
    }),
  );
});

/**
 * Keys not shaped `<prefix>_pk_<secret>`: a warning, never a refusal. A key the platform knows still
 * works; one it does not know fails on the platform's 401, with the sentence about the key. The
 * connection inputs are every action's, so these few rows are the suite's, not a catalogue's.
 */
interface KeyShapeCase {
  readonly action: ActionName;
  readonly title: string;
  readonly key: (setup: CaseSetup) => string;
  readonly outcome: 'works' | 'fails';
}

/** A full key the platform accepts, under an older shape without `_pk_`. */
function legacyShapedKey(setup: CaseSetup): string {
  const { admin, state } = setup.world.platform;
  const issued = admin.issueKey('full');
  const record = state.keys.get(issued)!;
  const legacy = `LEGACY${issued.split('_pk_')[1]}`;
  state.keys.set(legacy, { ...record, secret: legacy });
  return legacy;
}

const KEY_SHAPE_CASES: readonly KeyShapeCase[] = [
  {
    action: 'deploy',
    title: 'a known key without _pk_ still deploys',
    key: legacyShapedKey,
    outcome: 'works',
  },
  {
    action: 'dns-sync',
    title: 'a known key without _pk_ still syncs',
    key: legacyShapedKey,
    outcome: 'works',
  },
  {
    action: 'env-sync',
    title: 'an unknown key without _pk_ fails on the 401, naming the key',
    key: () => 'not-a-platform-key-0123456789',
    outcome: 'fails',
  },
];

const KEY_SHAPE_WARNING = /api-key.*does not look like a platform key \(<prefix>_pk_<secret>\)/;

describe.concurrent('a key without the _pk_ form is a warning, not a refusal', () => {
  it.each(KEY_SHAPE_CASES)('$action: $title', (keyCase) =>
    inWorld(async (setup) => {
      const key = keyCase.key(setup);
      const result = await runCase(setup, keyCase.action, { inputs: { 'api-key': key } });
      const warnings = result.warnings.filter((warning) => KEY_SHAPE_WARNING.test(warning));
      expect(warnings, result.stdout).toHaveLength(1);
      const shown = result.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'));
      expect(shown.join('\n')).not.toContain(key.slice(6));
      if (keyCase.outcome === 'works') {
        expect(result.exitCode, result.stdout).toBe(0);
        expect(failureAnnotations(result)).toEqual([]);
      } else {
        expectRefusedBeforeAnyWrite(result, setup, {
          input: 'api-key',
          fix: /create a key in the platform dashboard and store it/,
        });
      }
    }),
  );
});
