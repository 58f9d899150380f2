import type { PlatformClient } from '../../api/client.ts';
import { unwrap } from '../../api/decode.ts';
import { singularKeysFor } from '../../api/resource-names.ts';
import type { ApiRequest } from './request.ts';

export interface ApiResponse {
  readonly status: number;
  /** The decoded body with envelopes removed; null for an empty answer. */
  readonly data: unknown;
}

/**
 * Sends through the shared client, so the call is paced with every other call of the key,
 * retried only where safe (a POST is never repeated after an ambiguous failure) and its errors
 * are the client's sentences (a read key on a W route says it needs a full key).
 */
export async function sendApiRequest(
  client: PlatformClient,
  request: ApiRequest,
  signal?: AbortSignal,
): Promise<ApiResponse> {
  const response = await client.callRaw(request.route.operation, {
    params: request.params,
    query: request.query,
    ...(request.body === undefined ? {} : { body: request.body }),
    ...(signal ? { signal } : {}),
  });
  const data = response.body === undefined ? null : unwrap(response.body, singularKeysFor(request.route));
  return { status: response.status, data };
}
