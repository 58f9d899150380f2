/**
 * The frame every catalogue shares, so each test/catalogue/<name>.ts states only what is its action's
 * own: the connection inputs (the baseline's key and the platform's URL, the sample's placeholders),
 * and the entry's order of parsing (the connection first, then the action's inputs). Every row (bad
 * inputs, leak scenarios, fault rows, cancellation cases) is the catalogue's own.
 */
import { readConnection } from '../../src/actions/common/connection.ts';
import type { InputReader } from '../../src/actions/common/inputs.ts';
import type { CaseSetup } from '../reliability/cases.ts';
import type { ActionCatalogue } from './types.ts';

/** Placeholders for the connection inputs: the sample is only parsed, never run. */
const SAMPLE_CONNECTION = { 'api-key': 'plat_pk_sampleKey123', 'api-url': 'http://127.0.0.1:9/api/v1' };

/**
 * Sample values of the inputs every plan/apply sync action shares (SYNC_INPUTS of
 * src/actions/common/sync-spec.ts), for the file it reads.
 */
export function syncSample(file: string): Record<string, string> {
  return {
    file,
    prune: 'true',
    'dry-run': 'false',
    force: 'false',
    'expected-plan': '0123456789abcdef.a1b2c3',
  };
}

/**
 * Sample values of the post-deploy check inputs deploy and promote share (CHECK_INPUTS of
 * src/actions/common/deploy-spec.ts).
 */
export const CHECK_SAMPLE: Readonly<Record<string, string>> = {
  'check-path': '/\n/health',
  'check-status': '200',
  'check-contains': 'Welcome',
  'check-timeout': '30s',
  'on-check-failure': 'rollback',
};

/** A sync action's baseline: `text` in the workspace as `file`, named by the `file` input, on `target`. */
export function syncBaseline(
  file: string,
  text: string,
  target: (setup: CaseSetup) => Record<string, string>,
): Pick<CatalogueParts, 'baselineInputs' | 'baselineFiles'> {
  return { baselineInputs: (setup) => ({ file, ...target(setup) }), baselineFiles: { [file]: text } };
}

export interface CatalogueParts extends Omit<ActionCatalogue, 'baseline' | 'metadata'> {
  /** The valid baseline's inputs besides api-key and api-url. */
  baselineInputs(setup: CaseSetup): Record<string, string>;
  /** The baseline's workspace files (none unless given). */
  readonly baselineFiles?: Record<string, string>;
  /** The key of the baseline: the full key unless the action is run with the read key. */
  readonly baselineKey?: 'full' | 'read';
  /** The action keeps state on the fake GitHub (an issue), so the run gets its URL and token. */
  readonly github?: boolean;
  /** Valid values for every input besides api-key and api-url. */
  readonly sample: Record<string, string>;
  /** The action's own parsing of its inputs, as the entry does it once the connection is read. */
  readInputs(reader: InputReader<string>): unknown;
}

export function defineCatalogue(parts: CatalogueParts): ActionCatalogue {
  const { baselineInputs, baselineFiles, baselineKey, github, sample, readInputs, ...own } = parts;
  return {
    ...own,
    baseline(setup) {
      const key = baselineKey === 'read' ? setup.readKey : setup.fullKey;
      return {
        inputs: { 'api-key': key, 'api-url': setup.url, ...baselineInputs(setup) },
        files: baselineFiles ?? {},
        ...(github ? { github } : {}),
      };
    },
    metadata: {
      sample: { ...SAMPLE_CONNECTION, ...sample },
      parse(reader) {
        readConnection(reader, { isForkPullRequest: false });
        readInputs(reader);
      },
    },
  };
}
