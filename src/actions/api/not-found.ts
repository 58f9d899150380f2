import type { PlatformClient } from '../../api/client.ts';
import { PlatformApiError } from '../../api/errors.ts';
import { describeNotFound } from '../../api/resource-names.ts';
import { listDatabases } from '../../api/resources/databases.ts';
import { listEnvGroups } from '../../api/resources/env-groups.ts';
import { listProjects } from '../../api/resources/projects.ts';
import { capitalise } from '../../text.ts';
import type { ApiRequest } from './request.ts';

interface Named {
  readonly id: string;
  readonly name?: string | undefined;
}

type Lister = (client: PlatformClient, options: { signal?: AbortSignal | undefined }) => Promise<Named[]>;

/** Collections whose members have names people put in paths by mistake, and how to list them. */
const NAMED: Readonly<Record<string, { noun: string; list: Lister }>> = {
  projects: { noun: 'project', list: listProjects },
  databases: { noun: 'database', list: listDatabases },
  'env-groups': { noun: 'env group', list: listEnvGroups },
};

/**
 * The api action sends the path as given, and paths take ids. The client's 404 hint ("check the
 * name or id") is written for actions that resolve names first; here a name is the likely mistake.
 * When a segment is the name of one such resource, the error says so and gives the path with its id;
 * otherwise it says that paths take ids. Looking up names is a GET or two, made only after a 404.
 */
export async function explainNotFound(
  client: PlatformClient,
  request: ApiRequest,
  error: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  if (!(error instanceof PlatformApiError) || error.status !== 404 || error.notFound === undefined)
    return error;
  const what = capitalise(describeNotFound(error.notFound));
  const byName = await nameInPath(client, request, signal).catch(() => undefined);
  const hint =
    byName === undefined
      ? `${what} was not found: paths take ids, not names, so check the id, and that the key belongs to the organisation that owns it.`
      : `Paths take ids, not names: "${byName.value}" is the name of ${byName.noun} ${byName.id}, so use ${byName.path}.`;
  return error.withHint(hint);
}

async function nameInPath(
  client: PlatformClient,
  request: ApiRequest,
  signal: AbortSignal | undefined,
): Promise<{ value: string; noun: string; id: string; path: string } | undefined> {
  const template = request.route.path.split('/');
  for (const [index, part] of template.entries()) {
    const param = /^\{(\w+)\}$/.exec(part)?.[1];
    const collection = NAMED[template[index - 1] ?? ''];
    const value = param === undefined ? undefined : request.params[param];
    if (collection === undefined || value === undefined) continue;
    const matches = (await collection.list(client, { signal })).filter(
      (item) => item.name === value && item.id !== value,
    );
    if (matches.length !== 1) continue;
    const id = matches[0]!.id;
    const segments = request.path.split('/');
    segments[index] = encodeURIComponent(id);
    return { value, noun: collection.noun, id, path: segments.join('/') };
  }
  return undefined;
}
