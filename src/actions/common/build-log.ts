import type { LogLine } from '../../api/resources/deployments.ts';
import type { Logger } from '../../log.ts';
import { redact } from '../../secrets/redact.ts';

/** A build's log lines as the step's own log lines, redacted: what every action that follows a build shows. */
export function buildLogInto(port: Logger): (lines: readonly LogLine[]) => void {
  return (lines) => {
    for (const line of lines) port.info(redact(line.text));
  };
}
