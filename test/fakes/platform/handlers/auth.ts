import { randomInt } from 'node:crypto';
import { platformNow } from '../clock.ts';
import { isoIn } from '../ids.ts';
import { issueKey } from '../keys.ts';
import type { Runtime } from '../runtime.ts';
import { type Handlers, PlatformHttpError } from '../types.ts';
import { allowOnly, checkEmail, objectBody, requireString } from '../validate.ts';

const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_ATTEMPTS = 5;

/** Sign-in: a 6-digit code "e-mailed" (kept in state for tests), exchanged once for a new full key. */
export function authHandlers(runtime: Runtime): Handlers {
  const { state } = runtime;
  return {
    startSignIn: (ctx) => {
      const body = objectBody(ctx.body);
      allowOnly(body, ['email']);
      const email = checkEmail('email', body.email ?? requireString(body, 'email'));
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      state.signInCodes.set(email, { code, expiresAt: platformNow() + CODE_TTL_MS, attempts: 0 });
      return { status: 202, body: { email, sent: true, expiresAt: isoIn(CODE_TTL_MS) } };
    },
    verifySignIn: (ctx) => {
      const body = objectBody(ctx.body);
      allowOnly(body, ['email', 'code']);
      const email = checkEmail('email', body.email ?? requireString(body, 'email'));
      const code = requireString(body, 'code', {
        pattern: /^\d{6}$/,
        hint: 'the 6-digit code from the e-mail',
      });
      const pending = state.signInCodes.get(email);
      if (!pending || pending.expiresAt < platformNow()) {
        state.signInCodes.delete(email);
        throw new PlatformHttpError(
          401,
          'invalid_code',
          `no sign-in is pending for ${email}; start again with POST /auth/start`,
          'code',
        );
      }
      if (pending.code !== code) {
        pending.attempts++;
        if (pending.attempts >= MAX_ATTEMPTS) state.signInCodes.delete(email);
        throw new PlatformHttpError(401, 'invalid_code', 'the code is wrong or has expired', 'code');
      }
      state.signInCodes.delete(email);
      const key = issueKey(state, runtime.options.keyPrefix, 'full', 'sign-in');
      return { status: 200, body: { apiKey: key.secret, kind: key.kind, keyId: key.id, email } };
    },
  };
}
