import { createHash } from 'node:crypto';
import { queueDeployment } from '../build.ts';
import { nowIso } from '../ids.ts';
import { listReply } from '../pagination.ts';
import type { SourceFile } from '../records.ts';
import { getProject, type Runtime } from '../runtime.ts';
import type { Handlers } from '../types.ts';
import {
  allowOnly,
  type Body,
  checkString,
  conflict,
  invalid,
  notFound,
  objectBody,
  oneOf,
  optionalBoolean,
  requireString,
} from '../validate.ts';

type Tree = Map<string, SourceFile>;

/** `a/./b/` → `/a/b`; `..` is refused rather than resolved, so nothing can point outside the tree. */
export function normalisePath(field: string, raw: string | null | undefined): string {
  if (raw === null || raw === undefined || raw === '') return '/';
  const segments = raw.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.some((segment) => segment === '..' || segment.includes('\\') || segment.includes('\0'))) {
    throw invalid(field, `"${raw}" is not a valid path inside the project`);
  }
  return `/${segments.join('/')}`;
}

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/';
const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const isUnder = (path: string, dir: string) => (dir === '/' ? path !== '/' : path.startsWith(`${dir}/`));

function isDirectory(tree: Tree, path: string): boolean {
  if (path === '/' || tree.get(path)?.type === 'directory') return true;
  return [...tree.keys()].some((other) => isUnder(other, path));
}

function ensureParents(tree: Tree, path: string, now: string): void {
  for (let dir = parentOf(path); dir !== '/'; dir = parentOf(dir)) {
    const node = tree.get(dir);
    if (node?.type === 'file')
      throw conflict(`${dir} is a file, so ${path} cannot be created under it`, 'not_a_directory', 'path');
    if (!node) tree.set(dir, { type: 'directory', updatedAt: now });
  }
}

function entryOf(tree: Tree, path: string) {
  const node = tree.get(path);
  if (node?.type === 'file')
    return {
      name: nameOf(path),
      path,
      type: 'file' as const,
      size: node.content.length,
      updatedAt: node.updatedAt,
    };
  return {
    name: nameOf(path),
    path,
    type: 'directory' as const,
    size: null,
    updatedAt: node?.updatedAt ?? null,
  };
}

function decodeContent(body: Body): Buffer {
  const content = checkString('content', body.content, { min: 0 });
  const encoding =
    body.encoding === undefined ? 'utf8' : oneOf('encoding', body.encoding, ['utf8', 'base64'] as const);
  return Buffer.from(content, encoding);
}

function searchTree(tree: Tree, under: string, query: string, regex: boolean, caseSensitive: boolean) {
  let pattern: RegExp;
  try {
    pattern = new RegExp(
      regex ? query : query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      caseSensitive ? '' : 'i',
    );
  } catch {
    throw invalid('q', `"${query}" is not a valid regular expression`);
  }
  const matches: { id: string; path: string; line: number; column: number; text: string }[] = [];
  for (const [path, node] of [...tree].sort(([a], [b]) => a.localeCompare(b))) {
    if (node.type !== 'file' || !(under === '/' || isUnder(path, under) || path === under)) continue;
    node.content
      .toString('utf8')
      .split('\n')
      .forEach((text, index) => {
        const found = pattern.exec(text);
        if (found)
          matches.push({ id: `${path}:${index + 1}`, path, line: index + 1, column: found.index + 1, text });
      });
  }
  return matches;
}

/** The project's editable source tree; a build that goes live replaces it with the built source. */
export function fileHandlers(runtime: Runtime): Handlers {
  const treeOf = (projectId: string): Tree => {
    const project = getProject(runtime, projectId);
    let tree = runtime.state.files.get(project.id);
    if (!tree) {
      tree = new Map();
      runtime.state.files.set(project.id, tree);
    }
    return tree;
  };
  const pathFrom = (ctx: { query: URLSearchParams; body: unknown }) =>
    normalisePath('path', ctx.query.get('path') ?? (objectBody(ctx.body).path as string | undefined));
  return {
    listProjectFiles: (ctx) => {
      const tree = treeOf(ctx.params.id!);
      const dir = normalisePath('path', ctx.query.get('path'));
      if (tree.get(dir)?.type === 'file')
        throw invalid('path', `${dir} is a file; read it with GET /files/content`);
      if (!isDirectory(tree, dir)) throw notFound('directory', dir);
      const children = new Set<string>();
      for (const path of tree.keys()) {
        if (!isUnder(path, dir)) continue;
        const rest = path.slice(dir === '/' ? 1 : dir.length + 1);
        children.add(`${dir === '/' ? '' : dir}/${rest.split('/')[0]}`);
      }
      const entries = [...children].sort().map((path) => entryOf(tree, path));
      return listReply(entries, ctx.query, (entry) => entry.path);
    },
    readProjectFile: (ctx) => {
      const tree = treeOf(ctx.params.id!);
      const path = normalisePath('path', ctx.query.get('path'));
      const node = tree.get(path);
      if (node?.type !== 'file') throw notFound('file', path);
      const text = node.content.toString('utf8');
      const binary =
        ctx.query.get('encoding') === 'base64' || !Buffer.from(text, 'utf8').equals(node.content);
      return {
        status: 200,
        body: {
          path,
          size: node.content.length,
          sha256: createHash('sha256').update(node.content).digest('hex'),
          encoding: binary ? 'base64' : 'utf8',
          content: binary ? node.content.toString('base64') : text,
          updatedAt: node.updatedAt,
        },
      };
    },
    writeProjectFile: (ctx) => {
      const tree = treeOf(ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['path', 'content', 'encoding']);
      const path = normalisePath('path', requireString(body, 'path'));
      if (path === '/' || isDirectory(tree, path))
        throw conflict(`${path} is a directory`, 'is_a_directory', 'path');
      const content = decodeContent(body);
      const now = nowIso();
      ensureParents(tree, path, now);
      const created = !tree.has(path);
      tree.set(path, { type: 'file', content, updatedAt: now });
      return { status: created ? 201 : 200, body: entryOf(tree, path) };
    },
    deleteProjectFile: (ctx) => {
      const tree = treeOf(ctx.params.id!);
      const path = pathFrom(ctx);
      if (path === '/') throw invalid('path', 'the root of the tree cannot be deleted');
      const recursive =
        ctx.query.get('recursive') === 'true' || optionalBoolean(objectBody(ctx.body), 'recursive') === true;
      const descendants = [...tree.keys()].filter((other) => isUnder(other, path));
      if (!tree.has(path) && descendants.length === 0) throw notFound('file', path);
      if (descendants.length > 0 && !recursive) {
        throw conflict(
          `${path} is a directory that is not empty; pass recursive=true`,
          'directory_not_empty',
          'path',
        );
      }
      for (const other of [path, ...descendants]) tree.delete(other);
      return { status: 204 };
    },
    createProjectDirectory: (ctx) => {
      const tree = treeOf(ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['path']);
      const path = normalisePath('path', requireString(body, 'path'));
      if (tree.get(path)?.type === 'file') throw conflict(`${path} is a file`, 'already_exists', 'path');
      if (isDirectory(tree, path)) return { status: 200, body: entryOf(tree, path) };
      const now = nowIso();
      ensureParents(tree, path, now);
      tree.set(path, { type: 'directory', updatedAt: now });
      return { status: 201, body: entryOf(tree, path) };
    },
    moveProjectFile: (ctx) => {
      const tree = treeOf(ctx.params.id!);
      const body = objectBody(ctx.body);
      allowOnly(body, ['from', 'to', 'overwrite']);
      const from = normalisePath('from', requireString(body, 'from'));
      const to = normalisePath('to', requireString(body, 'to'));
      const moving = [...tree.keys()].filter((path) => path === from || isUnder(path, from));
      if (moving.length === 0) throw notFound('file', from);
      if (to === from || isUnder(to, from)) throw invalid('to', `cannot move ${from} into itself`);
      const occupied = tree.has(to) || isDirectory(tree, to);
      if (occupied && optionalBoolean(body, 'overwrite') !== true) {
        throw conflict(`${to} already exists; pass overwrite: true to replace it`, 'already_exists', 'to');
      }
      for (const path of [...tree.keys()]) if (path === to || isUnder(path, to)) tree.delete(path);
      const now = nowIso();
      ensureParents(tree, to, now);
      for (const path of moving) {
        const node = tree.get(path)!;
        tree.delete(path);
        tree.set(to + path.slice(from.length), { ...node, updatedAt: now });
      }
      return { status: 200, body: { from, to, moved: moving.length } };
    },
    searchProjectFiles: (ctx) => {
      const tree = treeOf(ctx.params.id!);
      const query = ctx.query.get('q') ?? ctx.query.get('query');
      if (!query) throw invalid('q', '"q" (the text to search for) is required');
      const under = normalisePath('path', ctx.query.get('path'));
      const matches = searchTree(
        tree,
        under,
        query,
        ctx.query.get('regex') === 'true',
        ctx.query.get('caseSensitive') === 'true',
      );
      return listReply(matches, ctx.query);
    },
    deployProjectFiles: (ctx) => {
      const project = getProject(runtime, ctx.params.id!);
      allowOnly(objectBody(ctx.body), []);
      const tree = treeOf(project.id);
      const fileCount = [...tree.values()].filter((node) => node.type === 'file').length;
      if (fileCount === 0) throw invalid('files', `project ${project.id} has no files to deploy`);
      return { status: 201, body: queueDeployment(runtime, project, { type: 'files', fileCount }, 'files') };
    },
  };
}
