import * as core from '@actions/core';
import { redact } from './github/redact.ts';

/** The narrow logging surface the cores take, so they run the same in actions, scripts and tests. */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

/** Logs through @actions/core, redacting every registered secret on the way out. */
export const actionsLogger: Logger = {
  debug: (message) => core.debug(redact(message)),
  info: (message) => core.info(redact(message)),
  warning: (message) => core.warning(redact(message)),
};

export const silentLogger: Logger = { debug() {}, info() {}, warning() {} };
