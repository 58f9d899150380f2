import { ConfigurationError } from '../../errors.ts';
import type { Manifest } from '../../manifest/manifest.ts';
import { type Selection, selectChanged, selectNamed, unknownKeys } from '../../manifest/select.ts';
import type { changesOfEvent } from './changes.ts';
import type { ProjectsInputs } from './inputs.ts';

export async function select(
  manifest: Manifest,
  config: ProjectsInputs,
  changes: () => ReturnType<typeof changesOfEvent>,
): Promise<Selection> {
  if (config.projects === 'all') {
    return { projects: manifest.projects, reason: 'The input "projects" is `all`.' };
  }
  if (config.projects !== undefined) {
    const unknown = unknownKeys(manifest, config.projects);
    if (unknown.length > 0) {
      const known = manifest.projects.map((project) => project.key);
      throw new ConfigurationError(
        `Input "projects" names ${unknown.map((key) => `"${key}"`).join(', ')}, which ${manifest.file} does not declare; use keys of its \`projects:\` (${known.slice(0, 10).join(', ')}${known.length > 10 ? ', …' : ''}) or \`all\`.`,
        'projects',
      );
    }
    return selectNamed(manifest, config.projects);
  }
  const changed = await changes();
  if (changed === 'nothing')
    return { projects: [], reason: 'The push deleted the branch; nothing to deploy.' };
  return selectChanged(
    manifest,
    changed.kind === 'files' ? changed : { kind: 'everything', reason: `Every project: ${changed.reason}.` },
  );
}
