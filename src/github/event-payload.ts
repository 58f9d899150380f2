import { readFileSync } from 'node:fs';
import { errorMessage } from '../errors.ts';
import { type Logger, silentLogger } from '../log.ts';

/**
 * The webhook payload of the run, as untyped JSON. A missing or unreadable file is an empty payload:
 * outside a workflow (a local demo, a unit test) there is no event, and that must not be fatal.
 */
export function readEventPayload(eventPath: string | undefined, logger: Logger = silentLogger): unknown {
  if (!eventPath) return {};
  try {
    return JSON.parse(readFileSync(eventPath, 'utf8'));
  } catch (error) {
    logger.debug(`Could not read the event payload at ${eventPath}: ${errorMessage(error)}`);
    return {};
  }
}

/** The value at `path` inside untyped JSON, or undefined as soon as a step is missing. */
export function valueAt(json: unknown, path: readonly string[]): unknown {
  let current = json;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export function stringAt(json: unknown, path: readonly string[]): string | undefined {
  const value = valueAt(json, path);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function numberAt(json: unknown, path: readonly string[]): number | undefined {
  const value = valueAt(json, path);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
