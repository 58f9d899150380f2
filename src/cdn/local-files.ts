import type { Stats } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import path, { join } from 'node:path';
import { ConfigurationError } from '../errors.ts';

/**
 * The files to publish under `root`. Unlike the deploy packer this does NOT apply .gitignore: a build
 * output directory (dist/, public/) is usually ignored by git precisely because it is generated, so
 * honouring .gitignore would drop the very files to publish. Only `.git/` directories are left out.
 * Symlinks are followed when they stay inside `root`; others are skipped with a warning.
 */
export interface LocalFile {
  /** POSIX path below the root: the object key without the prefix. */
  readonly relativePath: string;
  /** Real path to read it from. */
  readonly sourcePath: string;
  readonly size: number;
}

export interface LocalListing {
  /** Sorted by relative path. */
  readonly files: LocalFile[];
  /** Relative paths left out, with why. */
  readonly skipped: { readonly path: string; readonly reason: string }[];
}

export async function listLocalFiles(root: string): Promise<LocalListing> {
  const rootReal = await resolveRoot(root);
  const files: LocalFile[] = [];
  const skipped: LocalListing['skipped'] = [];
  const pending = [{ real: rootReal, rel: '', ancestors: new Set([rootReal]) }];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    for (const entry of await readdir(dir.real, { withFileTypes: true })) {
      const rel = dir.rel === '' ? entry.name : `${dir.rel}/${entry.name}`;
      let real = join(dir.real, entry.name);
      let stats: Stats | undefined;
      if (entry.isSymbolicLink()) {
        const target = await realpath(real).catch(() => undefined);
        if (target === undefined || !isInside(rootReal, target)) {
          skipped.push({ path: rel, reason: 'a symlink that leads outside the directory or nowhere' });
          continue;
        }
        real = target;
        stats = await stat(real);
      }
      const isDirectory = stats ? stats.isDirectory() : entry.isDirectory();
      const isFile = stats ? stats.isFile() : entry.isFile();
      if (isDirectory) {
        if (entry.name === '.git') continue;
        if (dir.ancestors.has(real)) {
          skipped.push({ path: rel, reason: 'a symlink loop' });
          continue;
        }
        pending.push({ real, rel, ancestors: new Set([...dir.ancestors, real]) });
      } else if (isFile) {
        files.push({ relativePath: rel, sourcePath: real, size: (stats ?? (await stat(real))).size });
      } else {
        skipped.push({ path: rel, reason: 'not a regular file' });
      }
    }
  }
  files.sort((a, b) => compareBytes(a.relativePath, b.relativePath));
  return { files, skipped };
}

async function resolveRoot(root: string): Promise<string> {
  const info = await stat(root).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new ConfigurationError(
      `Input "path" must be a directory, but ${root} ${info ? 'is not one' : 'does not exist'}: point it at the build output (e.g. dist) and build before this step.`,
      'path',
    );
  }
  return realpath(root);
}

/**
 * Whether `target` is `root` or below it. `paths` is node:path; tests pass path.win32: there a target
 * on another drive comes back from relative() as an absolute path, which is outside, not a child.
 */
export function isInside(root: string, target: string, paths: path.PlatformPath = path): boolean {
  const rel = paths.relative(root, target);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${paths.sep}`) && !paths.isAbsolute(rel));
}

function compareBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
