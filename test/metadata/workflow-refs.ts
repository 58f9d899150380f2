import { isScalar, parseDocument, visit } from 'yaml';

/** Reading `uses:` references out of workflow text, for the pin and snippet checks. */

/** Ours: local paths, and this repository (whose actions are referenced by branch until a release). */
const OWN = [/^\.\//, /^platform-actions\/platform-actions(\/|@)/];

export interface UsesRef {
  readonly file: string;
  readonly line: number;
  readonly uses: string;
  /** The comment after the value on the same line, without `#`. */
  readonly comment: string;
}

/** Every `uses:` value of a workflow, with its line and trailing comment, from the YAML's own positions. */
export function usesRefs(file: string, text: string): UsesRef[] {
  const document = parseDocument(text, { keepSourceTokens: true });
  const refs: UsesRef[] = [];
  visit(document, {
    Pair(_, pair) {
      if (!isScalar(pair.key) || pair.key.value !== 'uses' || !isScalar(pair.value)) return;
      const [start, valueEnd] = pair.value.range ?? [0, 0];
      const lineEnd = text.indexOf('\n', valueEnd);
      const rest = text.slice(valueEnd, lineEnd === -1 ? undefined : lineEnd);
      refs.push({
        file,
        line: text.slice(0, start).split('\n').length,
        uses: String(pair.value.value),
        comment: rest.replace(/^\s*#?\s*/, '').trim(),
      });
    },
  });
  return refs;
}

/** What is wrong with one reference, or undefined when it is ours or properly pinned. */
export function pinProblem(ref: UsesRef): string | undefined {
  if (isOwn(ref.uses)) return undefined;
  if (ref.uses.startsWith('docker://')) return undefined;
  const [, version] = ref.uses.split('@');
  if (version === undefined || !/^[0-9a-f]{40}$/.test(version)) {
    return `${ref.file}${ref.line ? `:${ref.line}` : ''} uses ${ref.uses}: pin it to the full 40-hex commit SHA of a release, with the release in a comment (\`@<sha> # vX.Y.Z\`)`;
  }
  if (!/^v\d+\.\d+\.\d+$/.test(ref.comment)) {
    return `${ref.file}${ref.line ? `:${ref.line}` : ''} uses ${ref.uses} without its version: add \`# vX.Y.Z\` after it (dependabot updates that comment with the SHA)`;
  }
  return undefined;
}

/** A reference to this repository: a local path, or platform-actions/platform-actions itself. */
export function isOwn(uses: string): boolean {
  return OWN.some((pattern) => pattern.test(uses));
}
