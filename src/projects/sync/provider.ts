import type { SyncProvider } from '../../sync/engine/types.ts';
import { describeItem, itemsEqual, keyOf, labelOf, type ProjectItem } from './items.ts';

/** The writes one item kind needs; writer.ts makes them with the API client. */
export interface ProjectWriter {
  create(item: ProjectItem, signal?: AbortSignal): Promise<void>;
  update(item: ProjectItem, current: ProjectItem, signal?: AbortSignal): Promise<void>;
  delete(item: ProjectItem, signal?: AbortSignal): Promise<void>;
}

const PROJECT_ITEM_KIND = 'project setting';

/** A project's settings, routing, proxy rules, domains and env groups, as one plan of the sync engine. */
export function projectProvider(writer: ProjectWriter): SyncProvider<ProjectItem, ProjectItem> {
  return {
    kind: PROJECT_ITEM_KIND,
    keyOfDesired: keyOf,
    keyOfCurrent: keyOf,
    equals: itemsEqual,
    describe: describeItem,
    label: labelOf,
    create: (item, signal) => writer.create(item, signal),
    update: (item, current, signal) => writer.update(item, current, signal),
    delete: (item, signal) => writer.delete(item, signal),
  };
}
