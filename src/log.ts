/**
 * The narrow logging surface the cores take, so they run the same in actions, scripts and tests.
 * An action's port (src/port.ts) is one, redacting every registered secret on the way out.
 */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

export const silentLogger: Logger = { debug() {}, info() {}, warning() {} };
