import type { PlatformClient } from '../api/client.ts';
import type { RequestOptions } from '../api/resources/records.ts';
import { listAllowedRunCommands } from '../api/resources/runs.ts';
import { ConfigurationError } from '../errors.ts';
import type { Logger } from '../log.ts';
import { escapeRegExp } from '../text.ts';

/**
 * True when `command` is one the sandbox accepts: equal to an allowed entry, or starting with it
 * and a space. Entries are usually program names (`npm`), but a list of whole commands
 * (`npm run migrate`) works the same way.
 */
export function isAllowedCommand(command: string, allowed: readonly string[]): boolean {
  const text = command.trim();
  return allowed.some((entry) => {
    const prefix = entry.trim();
    return prefix !== '' && (text === prefix || new RegExp(`^${escapeRegExp(prefix)}\\s`).test(text));
  });
}

/**
 * Refuses, before anything is written, a command the sandbox would reject, with the list of what it
 * accepts. An unreadable (empty) list only warns: the platform then has the last word.
 */
export async function checkAllowedCommand(
  client: PlatformClient,
  command: string,
  logger: Logger,
  options?: RequestOptions,
): Promise<readonly string[]> {
  const allowed = await listAllowedRunCommands(client, options);
  if (allowed.length === 0) {
    logger.warning(
      'The platform listed no allowed commands (or in a shape this action does not read); sending the command anyway.',
    );
    return allowed;
  }
  if (!isAllowedCommand(command, allowed)) {
    const program = command.trim().split(/\s+/)[0] ?? '';
    throw new ConfigurationError(
      `Input "command": "${program}" is not a command the platform's sandbox runs; it accepts commands starting with ${allowed.map((c) => `\`${c}\``).join(', ')}. Start the command with one of them (e.g. \`npm run migrate\`), or set \`service\` to run it in a live container instead.`,
      'command',
    );
  }
  return allowed;
}
