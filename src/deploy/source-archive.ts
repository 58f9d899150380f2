import { createHash } from 'node:crypto';
import { request } from 'undici';
import { clockTimeout } from '../clock.ts';
import { ActionFailure, errorMessage } from '../errors.ts';

/** What the platform serves at a deployment's source URL: the archive's digest, or that it is gone. */
export type ServedArchive =
  | { readonly kind: 'served'; readonly sha256: string; readonly bytes: number }
  | { readonly kind: 'gone'; readonly status: number };

/** Statuses that say the archive is not there any more (a 403 is a storage link that expired). */
const GONE = new Set([403, 404, 410]);

/**
 * Reads the archive a deployment was built from, as the platform serves it to its builds, and hashes
 * it. This is the digest of the bytes a promote ships (not a value carried beside them that could
 * disagree), and the same sha256 the deploy computed when it packed, since the platform stores the
 * upload as sent. The URL is the platform's storage link: no key is sent to it, as the deploy's own
 * upload answer hands it out for builds to fetch.
 */
export async function hashServedArchive(
  url: string,
  options: { readonly timeoutMs: number; readonly signal?: AbortSignal },
): Promise<ServedArchive> {
  const timeout = clockTimeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  try {
    const response = await request(url, { method: 'GET', signal });
    if (GONE.has(response.statusCode)) {
      await response.body.dump();
      return { kind: 'gone', status: response.statusCode };
    }
    if (response.statusCode !== 200) {
      await response.body.dump();
      throw new ActionFailure(
        `Reading the source archive at ${url} answered HTTP ${response.statusCode}, so its bytes could not be verified and nothing was promoted; re-run the job.`,
      );
    }
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of response.body) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
    return { kind: 'served', sha256: hash.digest('hex'), bytes };
  } catch (error) {
    if (options.signal?.aborted || error instanceof ActionFailure) throw error;
    const why = timeout.signal.aborted ? 'no complete answer in time' : errorMessage(error);
    throw new ActionFailure(
      `Reading the source archive at ${url} failed (${why}), so its bytes could not be verified and nothing was promoted; re-run the job.`,
    );
  } finally {
    timeout.clear();
  }
}
