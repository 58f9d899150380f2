import type { PlatformClient } from '../client.ts';
import { type JsonRecord, stringField } from '../decode.ts';
import { asRecord, callOptions, defined, type RequestOptions } from './records.ts';

/**
 * Sign-in by e-mailed code. The document shows no shapes; the bodies below (`{ email }`,
 * `{ email, code }`) are the natural guess. The toolkit runs with a key from a secret, so these
 * exist for completeness: the returned key is a secret and must be masked before any logging.
 */
export async function startSignIn(
  client: PlatformClient,
  email: string,
  options?: RequestOptions,
): Promise<JsonRecord> {
  return asRecord(await client.call('startSignIn', callOptions(options, {}, { body: { email } })));
}

export interface SignInResult {
  readonly apiKey?: string;
  readonly raw: JsonRecord;
}

export async function verifySignIn(
  client: PlatformClient,
  email: string,
  code: string,
  options?: RequestOptions,
): Promise<SignInResult> {
  const raw = asRecord(
    await client.call('verifySignIn', callOptions(options, {}, { body: { email, code } })),
  );
  return { raw, ...defined({ apiKey: stringField(raw, 'apiKey', 'key', 'token', 'accessToken') }) };
}
