import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  parseDocument,
  visit,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import { formatBytes } from '../bytes.ts';
import { issueAt, type SourceLocation, type ValidationIssue } from './validation.ts';
import { type AliasMap, mapAliases, plainValue } from './yaml-aliases.ts';

/**
 * A declared file (YAML, or JSON which YAML reads too) parsed with node positions kept, so every
 * validation message can point at `file:line` instead of at a value the user has to hunt for.
 */
export interface SourceDocument {
  readonly file: string;
  /** The top node, or null for an empty file. */
  readonly root: Node | null;
  /** Syntax problems; when there are any, the content is not worth validating further. */
  readonly issues: readonly ValidationIssue[];
  at(node: Node | null | undefined, fallback?: SourceLocation): SourceLocation;
  /** The node as plain data (objects, arrays, strings, numbers), aliases resolved. */
  plain(node: Node | null): unknown;
  /** A map value or list item as a node, following an alias (`*defaults`) to its anchor. */
  node(item: unknown): Node | null;
  /** Where a map value or list item is written: for an alias, where the alias is, not its anchor. */
  itemAt(item: unknown, fallback: SourceLocation): SourceLocation;
}

export interface SourceEntry {
  readonly key: string;
  readonly keyAt: SourceLocation;
  /** Null when the key has no value (`ttl:`). */
  readonly value: Node | null;
  readonly valueAt: SourceLocation;
}

/**
 * Reading YAML takes about 0.6 s per MiB (a 30,000-name zone is 1.8 MiB), and its tree several times
 * the text in memory: a bigger file is much more likely a mistake than a declaration.
 */
export const MAX_SOURCE_BYTES = 8 << 20;

export function parseSource(text: string, file: string): SourceDocument {
  const start: SourceLocation = { file, line: 1, column: 1 };
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_SOURCE_BYTES) return unreadSource(file, start, issueAt(start, tooLarge(bytes)));
  const lineCounter = new LineCounter();
  // yaml's own uniqueKeys check compares each key with every earlier one: 8 s for a 30,000-name zone.
  const document = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: false });
  const locationOf = (offset: number): SourceLocation => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, column: col };
  };
  const issues = document.errors.map((error) =>
    issueAt(locationOf(error.pos[0]), syntaxMessage(error.code, error.message, text, error.pos[0])),
  );
  const aliases = mapAliases(document);
  for (const offset of duplicateKeyOffsets(document, aliases)) {
    issues.push(issueAt(locationOf(offset), syntaxMessage('DUPLICATE_KEY', DUPLICATE_KEY, text, offset)));
  }
  if (issues.length === 0 && aliases.problem !== undefined) {
    const { alias, message } = aliases.problem;
    return unreadSource(file, start, issueAt(locationOf(alias.range?.[0] ?? 0), message));
  }
  // An alias never names an alias (YAML gives an alias no anchor), so one step resolves it.
  const resolve = (item: unknown): Node | null => {
    const node = isAlias(item) ? aliases.target(item) : item;
    return isMap(node) || isSeq(node) || isScalar(node) ? node : null;
  };
  return {
    file,
    root: resolve(document.contents),
    issues,
    at: (node, fallback = start) => {
      const offset = node?.range?.[0];
      return offset === undefined ? fallback : locationOf(offset);
    },
    plain: (node) => (node === null ? null : plainValue(node, aliases)),
    node: resolve,
    itemAt: (item, fallback) => {
      const offset =
        isAlias(item) || isMap(item) || isSeq(item) || isScalar(item) ? item.range?.[0] : undefined;
      return offset === undefined ? fallback : locationOf(offset);
    },
  };
}

/** A source that is not read at all, for one reason that stands for the whole file. */
function unreadSource(file: string, start: SourceLocation, issue: ValidationIssue): SourceDocument {
  return {
    file,
    root: null,
    issues: [issue],
    at: (_, fallback = start) => fallback,
    plain: () => null,
    node: () => null,
    itemAt: (_, fallback) => fallback,
  };
}

function tooLarge(bytes: number): string {
  return `The file is ${formatBytes(bytes)}; files up to ${formatBytes(MAX_SOURCE_BYTES)} are read, so split it, or check that the input "file" names the declared file.`;
}

const DUPLICATE_KEY = 'Map keys must be unique';

/**
 * Where a mapping repeats a key, as yaml's uniqueKeys reports it (same scalar value), in linear time.
 * Keys are compared resolved: `*k : …` after `&k domains: …` is `domains` again, which a reader
 * would otherwise keep only once, dropping one of the two values without a word.
 */
function duplicateKeyOffsets(document: ReturnType<typeof parseDocument>, aliases: AliasMap): number[] {
  const offsets: number[] = [];
  visit(document, {
    Map(_, map) {
      const seen = new Set<unknown>();
      for (const { key } of map.items) {
        const resolved = isAlias(key) ? aliases.target(key) : key;
        if (!isScalar(resolved)) continue;
        const at = isAlias(key) || isScalar(key) ? key.range?.[0] : undefined;
        if (seen.has(resolved.value)) offsets.push(at ?? 0);
        else seen.add(resolved.value);
      }
    },
  });
  return offsets;
}

function syntaxMessage(code: string, message: string, text: string, offset: number): string {
  const headline = message.split(' at line ')[0] ?? message;
  if (code === 'BAD_SCALAR_START' && text[offset] === '@') {
    return `${headline}; quote it, as in '@': (YAML reserves a leading @).`;
  }
  if (code === 'DUPLICATE_KEY') return `${headline}; each key may appear once, so merge the two entries.`;
  return `YAML syntax error: ${headline}.`;
}

/** The pairs of a mapping with string keys; aliases are followed so anchors keep working. */
export function entriesOf(source: SourceDocument, map: YAMLMap, mapAt: SourceLocation): SourceEntry[] {
  return map.items.map((pair) => {
    const keyNode = source.node(pair.key);
    const keyAt = source.itemAt(pair.key, mapAt);
    const keyValue = isScalar(keyNode) ? keyNode.value : undefined;
    const key = keyValue === null || keyValue === undefined ? '' : String(keyValue);
    return { key, keyAt, value: source.node(pair.value), valueAt: source.itemAt(pair.value, keyAt) };
  });
}

export interface SourceItem {
  readonly node: Node | null;
  readonly at: SourceLocation;
}

/** The items of a list, aliases followed, each with where it is written. */
export function itemsOf(source: SourceDocument, seq: YAMLSeq, fallback: SourceLocation): SourceItem[] {
  return seq.items.map((item) => ({ node: source.node(item), at: source.itemAt(item, fallback) }));
}

/** A plain value for scalars; undefined for collections, so callers can say "expected a string". */
export function scalarOf(node: Node | null): unknown {
  if (node === null) return null;
  return isScalar(node) ? node.value : undefined;
}

/** How a node reads in a sentence: "a list", "a mapping", "the number 5". */
export function shapeOf(node: Node | null): string {
  if (node === null) return 'nothing';
  if (isMap(node)) return 'a mapping';
  if (isSeq(node)) return 'a list';
  const value = isScalar(node) ? node.value : undefined;
  if (value === null) return 'nothing';
  if (typeof value === 'string') return `the string "${value}"`;
  return `${typeof value} ${String(value)}`;
}

/** Reports keys a record or job does not know, so a typo (`vaule:`) is caught instead of ignored. */
export function unknownKeyIssues(
  entries: readonly SourceEntry[],
  known: readonly string[],
  what: string,
): ValidationIssue[] {
  return entries
    .filter((entry) => !known.includes(entry.key))
    .map((entry) =>
      issueAt(entry.keyAt, `Unknown key "${entry.key}" in ${what}; use one of ${known.join(', ')}.`),
    );
}
