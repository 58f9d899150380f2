/** The three levels the toolkit logs at; @actions/core's functions fit this shape. */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

export const silentLogger: Logger = {
  debug() {},
  info() {},
  warning() {},
};

/** Every line goes through `scrub` first, so a secret cannot reach the log whatever the caller wrote. */
export function scrubbingLogger(inner: Logger, scrub: (text: string) => string): Logger {
  return {
    debug: (message) => inner.debug(scrub(message)),
    info: (message) => inner.info(scrub(message)),
    warning: (message) => inner.warning(scrub(message)),
  };
}
