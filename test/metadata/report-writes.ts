import ts from 'typescript';

/**
 * Where a module writes an action's outputs or job summary, read from its syntax: a call of the
 * port's `setOutput` or `appendSummary` (whatever the receiver), or `set`/`setAll` on an outputs
 * writer. A writer is any name `outputs`, a parameter or variable typed with `Outputs` in its type
 * (`OutputsOf<typeof spec>`, `PromoteOutputs`), the `outputs` of a destructured context
 * (`{ outputs: writer }`), a variable made by `outputWriter(…)`, or any `….outputs` property. Syntax, not types: the scan reads every file of
 * src in milliseconds, where a type-checked program would take a whole tsc run.
 */
export interface Write {
  readonly line: number;
  readonly call: string;
}

const PORT_WRITES = new Set(['setOutput', 'appendSummary']);
const WRITER_WRITES = new Set(['set', 'setAll']);

const parsed = new Map<string, ts.SourceFile>();

/** Each text is parsed once, however many of the checks below read it. */
function parse(path: string, text: string): ts.SourceFile {
  const key = `${path}\n${text}`;
  let source = parsed.get(key);
  if (source === undefined) {
    source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    parsed.set(key, source);
  }
  return source;
}

export function writesIn(path: string, text: string): Write[] {
  const source = parse(path, text);
  const writers = writerNames(source);
  const writes: Write[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const { name, expression: receiver } = node.expression;
      const isWrite =
        PORT_WRITES.has(name.text) || (WRITER_WRITES.has(name.text) && isWriter(receiver, writers));
      if (isWrite) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        writes.push({ line, call: node.expression.getText(source) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return writes;
}

function isWriter(receiver: ts.Expression, writers: ReadonlySet<string>): boolean {
  if (ts.isIdentifier(receiver)) return writers.has(receiver.text);
  return ts.isPropertyAccessExpression(receiver) && receiver.name.text === 'outputs';
}

function writerNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>(['outputs']);
  const visit = (node: ts.Node): void => {
    if ((ts.isParameter(node) || ts.isVariableDeclaration(node)) && ts.isIdentifier(node.name)) {
      const typed = node.type !== undefined && /Outputs/.test(node.type.getText(source));
      const made =
        ts.isVariableDeclaration(node) &&
        node.initializer !== undefined &&
        ts.isCallExpression(node.initializer) &&
        node.initializer.expression.getText(source) === 'outputWriter';
      if (typed || made) names.add(node.name.text);
    }
    if (ts.isBindingElement(node) && ts.isIdentifier(node.name)) {
      const property = node.propertyName ?? node.name;
      if (ts.isIdentifier(property) && property.text === 'outputs') names.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/**
 * Output names typed by hand: `Outputs<'url' | 'status'>` restates what the spec declares, and goes
 * stale when the spec changes. `Outputs<keyof (typeof spec)['outputs']>` (or `OutputsOf<typeof spec>`)
 * takes them from it.
 */
export function handTypedOutputs(path: string, text: string): Write[] {
  const source = parse(path, text);
  const found: Write[] = [];
  const literal = (type: ts.TypeNode): boolean =>
    ts.isLiteralTypeNode(type) || (ts.isUnionTypeNode(type) && type.types.some(literal));
  const visit = (node: ts.Node): void => {
    if (
      ts.isTypeReferenceNode(node) &&
      node.typeName.getText(source) === 'Outputs' &&
      node.typeArguments?.some(literal)
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ line, call: node.getText(source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
