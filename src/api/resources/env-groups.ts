import { type JsonRecord, stringField } from '../decode.ts';
import { envNamesFrom } from './env.ts';
import { createWithId, endpoint, listing, readById, updateById } from './operation.ts';
import { asRecord, recordDecoder } from './records.ts';

export interface EnvGroup {
  readonly id: string;
  readonly name?: string;
  readonly description?: string;
  /** Variable names, when the record lists them (values are never read). */
  readonly variableNames?: string[];
  readonly raw: JsonRecord;
}

export const toEnvGroup: (value: unknown, fallbackId?: string) => EnvGroup = recordDecoder(
  ['groupId', 'envGroupId'],
  (raw) => {
    const variables = raw.variables ?? raw.vars;
    return {
      name: stringField(raw, 'name'),
      description: stringField(raw, 'description'),
      variableNames: variables === undefined ? undefined : envNamesFrom(variables),
    };
  },
);

export const listEnvGroups = listing('listEnvGroups', toEnvGroup);

/** The body is e.g. `{ name, description? }`. */
export const createEnvGroup = endpoint('createEnvGroup', createWithId(toEnvGroup, 'environment group'));

export const getEnvGroup = endpoint('getEnvGroup', readById(toEnvGroup));

export const updateEnvGroup = endpoint('updateEnvGroup', updateById(toEnvGroup));

export const deleteEnvGroup = endpoint('deleteEnvGroup');

/** POST /env-groups/{id}/vars `{ name, value }`. */
export const createEnvGroupVar = endpoint('createEnvGroupVar', {
  body: ({ name, value }: { name: string; value: string }) => ({ name, value }),
  decode: asRecord,
});

/** PUT /env-groups/{id}/vars/{name} `{ value }`. */
export const updateEnvGroupVar = endpoint('updateEnvGroupVar', {
  body: (value: string) => ({ value }),
  decode: asRecord,
});

export const deleteEnvGroupVar = endpoint('deleteEnvGroupVar');

export const listProjectEnvGroups = listing('listProjectEnvGroups', (record) =>
  toEnvGroup(record, stringField(record, 'groupId')),
);

/** POST /projects/{id}/env-groups `{ groupId }`. */
export const attachProjectEnvGroup = endpoint('attachProjectEnvGroup', {
  body: (groupId: string) => ({ groupId }),
  decode: asRecord,
});

export const detachProjectEnvGroup = endpoint('detachProjectEnvGroup');
