import { type JsonRecord, stringField } from '../decode.ts';
import { listing } from './operation.ts';
import { recordDecoder } from './records.ts';

export interface RepoHostInstallation {
  readonly id: string;
  /** The organisation or user the app is installed on. */
  readonly account?: string;
  readonly raw: JsonRecord;
}

export const toInstallation: (value: unknown) => RepoHostInstallation = recordDecoder(
  ['installationId'],
  (raw) => ({
    account:
      stringField(raw.account, 'login', 'name') ??
      stringField(raw, 'accountLogin', 'accountName', 'owner', 'organization', 'account'),
  }),
);

export const listRepoHostInstallations = listing('listRepoHostInstallations', toInstallation);
