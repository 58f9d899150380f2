import type { JsonRecord } from '../decode.ts';
import { stringField } from '../decode.ts';
import { createWithId, endpoint, listing, readById, updateById } from './operation.ts';
import { asRecord, recordDecoder, urlField } from './records.ts';

export interface Project {
  readonly id: string;
  readonly name?: string;
  /** Where the project is served; the platform's name for it varies. */
  readonly liveUrl?: string;
  readonly raw: JsonRecord;
}

const LIVE_URL_FIELDS = [
  'liveUrl',
  'url',
  'productionUrl',
  'siteUrl',
  'publicUrl',
  'primaryDomain',
  'domain',
];

export const toProject: (value: unknown, fallbackId?: string) => Project = recordDecoder(
  ['projectId'],
  (raw) => ({
    name: stringField(raw, 'name', 'slug', 'displayName', 'title'),
    liveUrl: urlField(raw, ...LIVE_URL_FIELDS),
  }),
);

export const listProjects = listing('listProjects', toProject);

export const getProject = endpoint('getProject', readById(toProject));

/** The document does not show the create body; it is sent as is (e.g. `{ name }`). */
export const createProject = endpoint('createProject', createWithId(toProject, 'project'));

export const updateProject = endpoint('updateProject', updateById(toProject));

export const getStaticRouting = endpoint('getStaticRouting', { decode: asRecord });

export const setStaticRouting = endpoint('setStaticRouting', {
  body: (settings: JsonRecord) => settings,
  decode: asRecord,
});

export const listProxyRules = listing('listProxyRules');

/** The sent set replaces the project's rules; its shape (`{ rules: [...] }` or an array) is the caller's. */
export const setProxyRules = endpoint('setProxyRules', {
  body: (rules: JsonRecord | readonly unknown[]) => rules,
  decode: asRecord,
});
