import type { PlatformClient } from '../client.ts';
import { type JsonRecord, stringField } from '../decode.ts';
import { asRecord, defined, idOf, type ListRequestOptions, listRecords } from './records.ts';

export interface RepoHostInstallation {
  readonly id: string;
  /** The organisation or user the app is installed on. */
  readonly account?: string;
  readonly raw: JsonRecord;
}

export function toInstallation(value: unknown): RepoHostInstallation {
  const raw = asRecord(value);
  const account = raw.account;
  return {
    id: idOf(raw, 'installationId') ?? '',
    raw,
    ...defined({
      account:
        stringField(account, 'login', 'name') ??
        stringField(raw, 'accountLogin', 'accountName', 'owner', 'organization', 'account'),
    }),
  };
}

export async function listRepoHostInstallations(
  client: PlatformClient,
  options?: ListRequestOptions,
): Promise<RepoHostInstallation[]> {
  return (await listRecords(client, 'listRepoHostInstallations', {}, options)).map(toInstallation);
}
