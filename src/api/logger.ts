import type { Logger } from '../log.ts';

export { type Logger, silentLogger } from '../log.ts';

/** Every line goes through `scrub` first, so a secret cannot reach the log whatever the caller wrote. */
export function scrubbingLogger(inner: Logger, scrub: (text: string) => string): Logger {
  return {
    debug: (message) => inner.debug(scrub(message)),
    info: (message) => inner.info(scrub(message)),
    warning: (message) => inner.warning(scrub(message)),
  };
}
