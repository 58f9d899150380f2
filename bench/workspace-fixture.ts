import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { seededRandom } from '../test/fakes/platform/seeded-random.ts';

/**
 * A seeded, reproducible stand-in for a built web project: source text, JSON, minified bundles,
 * and already-compressed images and fonts (random bytes, which is what compressed data looks like).
 */
export interface WorkspaceShape {
  readonly seed: number;
  readonly files: number;
  readonly totalBytes: number;
  /**
   * How the bytes split between text and incompressible data: `mixed` (the default, about 38% of the
   * bytes incompressible), `text` (about 4%) or `binary` (about 80%). The file count is the same.
   */
  readonly mix?: TreeMix;
}

export type TreeMix = 'text' | 'mixed' | 'binary';
export const TREES: readonly TreeMix[] = ['text', 'mixed', 'binary'];

/** The share of the bytes that is incompressible in each mix (the `mixed` tree's own is 0.379). */
const BINARY_SHARE: Record<TreeMix, number> = { text: 0.04, mixed: 0.379, binary: 0.8 };
const MIXED_BINARY_SHARE = 0.379;

/** Scales a category's share of the bytes so the tree's incompressible share is the mix's. */
function byteShareIn(mix: TreeMix, category: Omit<Category, 'fileShare'>): number {
  const binary = category.contentOf === randomBytes;
  const wanted = binary ? BINARY_SHARE[mix] : 1 - BINARY_SHARE[mix];
  const had = binary ? MIXED_BINARY_SHARE : 1 - MIXED_BINARY_SHARE;
  return mix === 'mixed' ? category.byteShare : (category.byteShare * wanted) / had;
}

export interface GeneratedWorkspace {
  readonly files: number;
  readonly bytes: number;
}

interface Category {
  readonly fileShare: number;
  readonly byteShare: number;
  readonly pathOf: (random: Random, index: number) => string;
  readonly contentOf: (random: Random, size: number) => Buffer;
  readonly executable?: boolean;
}

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function vocabulary(random: Random, count: number): string[] {
  const syllables = [
    'ka',
    'lo',
    'mi',
    'ne',
    'ru',
    'sa',
    'to',
    'vi',
    'ze',
    'por',
    'tan',
    'gel',
    'dar',
    'quin',
  ];
  return Array.from({ length: count }, () => {
    const parts = 1 + Math.floor(random() * 3);
    return Array.from({ length: parts }, () => pick(random, syllables)).join('');
  });
}

function sourceText(random: Random, words: readonly string[], size: number): Buffer {
  const lines: string[] = [];
  let length = 0;
  let depth = 0;
  while (length < size) {
    const a = pick(random, words);
    const b = pick(random, words);
    const templates = [
      `export function ${a}(${b}: string): number {`,
      `const ${a} = ${b}.${pick(random, words)}(${Math.floor(random() * 1000)});`,
      `// ${a} ${b} ${pick(random, words)} ${pick(random, words)}`,
      `if (${a} > ${b}) return ${pick(random, words)};`,
      `.${a}-${b} { margin: ${Math.floor(random() * 40)}px; color: #${Math.floor(random() * 0xffffff).toString(16)}; }`,
      `<div class="${a}">${b} ${pick(random, words)}</div>`,
      '}',
    ];
    const line = pick(random, templates);
    depth = line === '}' ? Math.max(0, depth - 1) : line.endsWith('{') ? Math.min(6, depth + 1) : depth;
    const indented = `${'  '.repeat(depth)}${line}\n`;
    lines.push(indented);
    length += indented.length;
  }
  return Buffer.from(lines.join('')).subarray(0, size);
}

function jsonText(random: Random, words: readonly string[], size: number): Buffer {
  const records: string[] = [];
  let length = 2;
  while (length < size) {
    const record = JSON.stringify({
      id: Math.floor(random() * 1e6),
      name: `${pick(random, words)} ${pick(random, words)}`,
      tags: [pick(random, words), pick(random, words)],
      enabled: random() > 0.5,
      score: Math.round(random() * 10000) / 100,
    });
    records.push(record);
    length += record.length + 4;
  }
  return Buffer.from(
    JSON.stringify(
      records.map((record) => JSON.parse(record)),
      null,
      2,
    ),
  ).subarray(0, size);
}

function minifiedScript(random: Random, words: readonly string[], size: number): Buffer {
  const parts: string[] = [];
  let length = 0;
  while (length < size) {
    const a = pick(random, words);
    const b = pick(random, words).slice(0, 2);
    const part = pick(random, [
      `function ${a}(${b},e){return ${b}.${pick(random, words)}(e)||${Math.floor(random() * 99)}}`,
      `var ${b}=${a}(${JSON.stringify(pick(random, words))});`,
      `${b}&&${b}.push([${Math.floor(random() * 9999)},"${a}"]);`,
    ]);
    parts.push(part);
    length += part.length;
  }
  return Buffer.from(parts.join('')).subarray(0, size);
}

function randomBytes(random: Random, size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let offset = 0; offset < size; offset += 4) {
    const word = Math.floor(random() * 4294967296);
    for (let shift = 0; shift < 4 && offset + shift < size; shift++)
      bytes[offset + shift] = (word >>> (8 * shift)) & 0xff;
  }
  return bytes;
}

function categories(words: readonly string[], folders: readonly string[]): Category[] {
  const text = (extensions: readonly string[]) => (random: Random, index: number) =>
    `${pick(random, folders)}/${pick(random, words)}-${index}${pick(random, extensions)}`;
  return [
    {
      fileShare: 0.55,
      byteShare: 0.25,
      pathOf: text(['.ts', '.tsx', '.css', '.html', '.md']),
      contentOf: (r, s) => sourceText(r, words, s),
    },
    { fileShare: 0.14, byteShare: 0.12, pathOf: text(['.json']), contentOf: (r, s) => jsonText(r, words, s) },
    {
      fileShare: 0.08,
      byteShare: 0.2,
      pathOf: (r, i) => `dist/assets/${pick(r, words)}-${i}.${i.toString(16)}.min.js`,
      contentOf: (r, s) => minifiedScript(r, words, s),
    },
    {
      fileShare: 0.2,
      byteShare: 0.289,
      pathOf: (r, i) =>
        `public/images/${pick(r, words.slice(0, 40))}/${pick(r, words)}-${i}${pick(r, ['.png', '.jpg', '.webp', '.gif', '.avif'])}`,
      contentOf: randomBytes,
    },
    {
      fileShare: 0.025,
      byteShare: 0.04,
      pathOf: (r, i) => `public/fonts/${pick(r, words)}-${i}${pick(r, ['.woff2', '.woff'])}`,
      contentOf: randomBytes,
    },
    {
      fileShare: 0.005,
      byteShare: 0.001,
      pathOf: (r, i) => `scripts/${pick(r, words)}-${i}.sh`,
      contentOf: (r, s) => sourceText(r, words, s),
      executable: true,
    },
  ];
}

/** Files big enough to take the packer's streaming paths (deflated and stored) in the full-size tree. */
const LARGE_FILES: readonly Omit<Category, 'fileShare'>[] = [
  {
    byteShare: 0.05,
    pathOf: () => 'dist/vendor.bundle.js',
    contentOf: (r, s) => minifiedScript(r, ['abc', 'def', 'ghi'], s),
  },
  { byteShare: 0.05, pathOf: () => 'public/media/intro.mp4', contentOf: randomBytes },
];

/** Writes the workspace into `dir` (which should be empty) and returns what it wrote. */
export async function generateWorkspace(dir: string, shape: WorkspaceShape): Promise<GeneratedWorkspace> {
  const random = seededRandom(shape.seed);
  const mix = shape.mix ?? 'mixed';
  const words = vocabulary(random, 1500);
  // About 15 source files per directory, three levels deep, as in a typical project.
  const roots = ['src', 'src/components', 'src/pages', 'docs', 'styles'];
  const folders = Array.from({ length: Math.max(1, Math.round(shape.files / 15)) }, () =>
    [pick(random, roots), pick(random, words), pick(random, words)].join('/'),
  );
  const plan: { path: string; size: number; category: Omit<Category, 'fileShare'> }[] = [];
  for (const category of LARGE_FILES) {
    plan.push({
      path: category.pathOf(random, 0),
      size: Math.floor(shape.totalBytes * byteShareIn(mix, category)),
      category,
    });
  }
  for (const category of categories(words, folders)) {
    const count = Math.max(1, Math.round(shape.files * category.fileShare));
    // Log-normal sizes: many small files, a few large ones, like real projects.
    const weights = Array.from({ length: count }, () => Math.exp(1.1 * normalSample(random)));
    const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
    for (const weight of weights) {
      const share = byteShareIn(mix, category);
      const size = Math.max(1, Math.floor((shape.totalBytes * share * weight) / totalWeight));
      plan.push({ path: category.pathOf(random, plan.length), size, category });
    }
  }
  let bytes = 0;
  for (const { path, size, category } of plan) {
    const target = join(dir, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, category.contentOf(random, size));
    if (category.executable) await chmod(target, 0o755);
    bytes += size;
  }
  return { files: plan.length, bytes };
}

function normalSample(random: Random): number {
  // Box-Muller; 1 - random() keeps the logarithm finite.
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}
