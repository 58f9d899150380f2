import { ConfigurationError } from '../../errors.ts';
import { KEY_PATTERN } from '../../manifest/manifest.ts';

/** What the report knows of the plan: every project key it planned, and the leg that deploys it. */
export interface PlannedLegs {
  readonly keys: readonly string[];
  /** Project key → the key of its leg (its own key, or a batch's). */
  readonly legOf: ReadonlyMap<string, string>;
}

const HINT =
  "set it to the projects job's `matrix` output (`${{ needs.projects.outputs.matrix }}`), or leave it out";

/**
 * Reads the `planned` input: the plan's matrix, `{"include":[{"key":…,"projects":"a,b"},…]}`. Every
 * key must be one the manifest could hold, so nothing from it reaches a summary unchecked.
 */
export function readPlannedLegs(text: string): PlannedLegs {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const include = (json as { include?: unknown } | undefined)?.include;
  if (!Array.isArray(include)) {
    throw new ConfigurationError(`Input "planned" is not the JSON of a matrix: ${HINT}.`, 'planned');
  }
  const legOf = new Map<string, string>();
  for (const entry of include) {
    const { key, projects } = (entry ?? {}) as Record<string, unknown>;
    const keys = typeof projects === 'string' ? projects.split(',') : [key];
    if (typeof key !== 'string' || !KEY_PATTERN.test(key) || !keys.every(isKey)) {
      throw new ConfigurationError(
        `Input "planned" holds a leg whose key or projects are not manifest keys: ${HINT}.`,
        'planned',
      );
    }
    for (const project of keys as string[]) legOf.set(project, key);
  }
  return { keys: [...legOf.keys()], legOf };
}

function isKey(value: unknown): boolean {
  return typeof value === 'string' && KEY_PATTERN.test(value);
}
