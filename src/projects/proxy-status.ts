import type { PlatformClient } from '../api/client.ts';
import { booleanField, stringField } from '../api/decode.ts';
import { getDomainProxyStatus } from '../api/resources/domains.ts';
import { errorMessage } from '../errors.ts';
import type { Logger } from '../log.ts';

/**
 * The domain's CDN-proxy status in one word for the `proxy-status` output: the platform's status
 * field when it has one, else `proxied` / `not-proxied`. Reading it never fails the step.
 */
export async function readProxyStatus(
  client: PlatformClient,
  projectId: string,
  domain: string,
  options: { readonly logger: Pick<Logger, 'warning'>; readonly signal?: AbortSignal | undefined },
): Promise<string> {
  try {
    const record = await getDomainProxyStatus(client, projectId, domain, { signal: options.signal });
    const status = stringField(record, 'status', 'proxyStatus', 'state');
    // Some responses shout their statuses (PENDING); the output is one stable lower-case word.
    if (status) return status.toLowerCase();
    const proxied = booleanField(record, 'proxied', 'enabled', 'active');
    return proxied === undefined ? 'unknown' : proxied ? 'proxied' : 'not-proxied';
  } catch (error) {
    if (options.signal?.aborted) throw error;
    options.logger.warning(`Could not read the proxy status of ${domain}: ${errorMessage(error)}`);
    return 'unknown';
  }
}
