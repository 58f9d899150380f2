import {
  type Alias,
  type Document,
  isAlias,
  isMap,
  isNode,
  isPair,
  isScalar,
  isSeq,
  type Node,
  visit,
} from 'yaml';

/**
 * Values aliases may add to a file once expanded. A zone where 30,000 names share one list of MX
 * records through `*mx` adds about 330,000; a "billion laughs" (nine anchors of nine aliases to the
 * one before) adds 387 million, which nothing should walk through.
 */
const MAX_ALIAS_VALUES = 1_000_000;

interface AliasProblem {
  readonly alias: Alias;
  /** One sentence, without the file and line (the caller adds where the alias is). */
  readonly message: string;
}

export interface AliasMap {
  /** The node an alias names: the last node anchored with its name before it, as YAML defines. */
  target(alias: Alias): Node | undefined;
  /** Why the file cannot be read safely, if it cannot: an alias bomb, or an alias inside its own node. */
  readonly problem: AliasProblem | undefined;
}

/**
 * Resolves every alias of `document` in one pass. yaml's own `Alias.resolve` walks the whole document
 * for each alias, so a file sharing one value through 5,000 aliases took 40 s to read.
 */
export function mapAliases(document: Document): AliasMap {
  const targets = new Map<Alias, Node | undefined>();
  const latest = new Map<string, Node>();
  let written = 0;
  // visit() sees a node before its children, so an alias inside an anchored node finds that node.
  visit(document, {
    Node(_, node) {
      written++;
      if (isAlias(node)) targets.set(node, latest.get(node.source));
      else if (node.anchor !== undefined) latest.set(node.anchor, node);
    },
  });
  const target = (alias: Alias) => targets.get(alias);
  const root = document.contents;
  const problem = root !== null && targets.size > 0 ? expansionProblem(root, target, written) : undefined;
  return { target, problem };
}

interface Frame {
  readonly node: Node;
  readonly children: Node[];
  next: number;
  size: number;
}

/**
 * Counts the values of the document with every alias replaced by what it names, each node once
 * (memoised), iteratively so that a deep document cannot overflow the stack.
 */
function expansionProblem(
  root: Node,
  target: (alias: Alias) => Node | undefined,
  written: number,
): AliasProblem | undefined {
  const sizes = new Map<Node, number>();
  const open = new Set<Node>();
  let largest: { alias: Alias; size: number } | undefined;
  const stack: Frame[] = [{ node: root, children: childrenOf(root, target), next: 0, size: 1 }];
  open.add(root);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const child = frame.children[frame.next];
    if (child === undefined) {
      stack.pop();
      open.delete(frame.node);
      // An alias stands for what it names, so it counts as that, not as one more value.
      const size = isAlias(frame.node) ? frame.size - 1 : frame.size;
      sizes.set(frame.node, size);
      if (isAlias(frame.node) && (largest === undefined || size > largest.size)) {
        largest = { alias: frame.node, size };
      }
      const parent = stack[stack.length - 1];
      if (parent !== undefined) parent.size += size;
      continue;
    }
    frame.next++;
    const known = sizes.get(child);
    if (known !== undefined) {
      frame.size += known;
    } else if (open.has(child)) {
      return isAlias(frame.node) ? endless(frame.node) : undefined;
    } else {
      open.add(child);
      stack.push({ node: child, children: childrenOf(child, target), next: 0, size: 1 });
    }
  }
  const total = sizes.get(root) ?? 0;
  if (largest === undefined || total - written <= MAX_ALIAS_VALUES) return undefined;
  return { alias: largest.alias, message: tooMuch(largest.alias, largest.size) };
}

function childrenOf(node: Node, target: (alias: Alias) => Node | undefined): Node[] {
  if (isAlias(node)) {
    const named = target(node);
    return named === undefined ? [] : [named];
  }
  if (isSeq(node)) return node.items.filter(isNode);
  if (isMap(node))
    return node.items.flatMap((pair) => (isPair(pair) ? [pair.key, pair.value] : [])).filter(isNode);
  return [];
}

function endless(alias: Alias): AliasProblem {
  return {
    alias,
    message: `The alias *${alias.source} is inside the node it names, so its value would never end; name a node that does not contain the alias.`,
  };
}

function tooMuch(alias: Alias, size: number): string {
  const limit = MAX_ALIAS_VALUES.toLocaleString('en-US');
  if (size > MAX_ALIAS_VALUES) {
    return `The alias *${alias.source} expands to more than ${limit} values (aliases inside the nodes that aliases name multiply); write the values out, or use fewer levels of aliases.`;
  }
  return `The aliases of this file expand it by more than ${limit} values (the alias *${alias.source} alone by ${size}); write the values out, or split the file.`;
}

/**
 * A node as plain data (objects, arrays, strings, numbers), each named node converted once and shared
 * by its aliases, as yaml's `toJS` does. That would walk the whole document again for every value
 * holding an alias: 4,000 MX values naming one host took 14 s.
 */
export function plainValue(node: Node, aliases: AliasMap): unknown {
  const converted = new Map<Node, unknown>();
  const convert = (item: unknown): unknown => {
    const node = isAlias(item) ? aliases.target(item) : item;
    if (isScalar(node)) return node.value;
    if (!isMap(node) && !isSeq(node)) return null;
    if (converted.has(node)) return converted.get(node);
    if (isSeq(node)) {
      const list: unknown[] = [];
      converted.set(node, list);
      for (const element of node.items) list.push(convert(element));
      return list;
    }
    const object: Record<string, unknown> = {};
    converted.set(node, object);
    for (const pair of node.items) {
      // defineProperty, so a key named __proto__ is a key like any other, as in yaml's toJS.
      const value = { value: convert(pair.value), enumerable: true, writable: true, configurable: true };
      Object.defineProperty(object, keyText(convert(pair.key)), value);
    }
    return object;
  };
  return convert(node);
}

/** How yaml's toJS names a key in an object: '' for null, JSON for a collection. */
function keyText(key: unknown): string {
  if (key === null || key === undefined) return '';
  return typeof key === 'object' ? JSON.stringify(key) : String(key);
}
