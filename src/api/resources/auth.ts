import { type JsonRecord, stringField } from '../decode.ts';
import { endpoint } from './operation.ts';
import { asRecord, defined } from './records.ts';

/**
 * Sign-in by e-mailed code. The document shows no shapes; the bodies below (`{ email }`,
 * `{ email, code }`) are the natural guess. The toolkit runs with a key from a secret, so these
 * exist for completeness: the returned key is a secret and must be masked before any logging.
 */
export const startSignIn = endpoint('startSignIn', {
  body: (email: string) => ({ email }),
  decode: asRecord,
});

export interface SignInResult {
  readonly apiKey?: string;
  readonly raw: JsonRecord;
}

export const verifySignIn = endpoint('verifySignIn', {
  body: ({ email, code }: { email: string; code: string }) => ({ email, code }),
  decode: (value): SignInResult => {
    const raw = asRecord(value);
    return { raw, ...defined({ apiKey: stringField(raw, 'apiKey', 'key', 'token', 'accessToken') }) };
  },
});
