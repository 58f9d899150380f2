/**
 * What an action writes for the runner (workflow commands and log lines), turned into plain text for
 * a person on stderr. `::add-mask::` carries a secret and is never shown; debug lines only with
 * --verbose. Everything else the action writes was already redacted by its port.
 */
import type { CommandStream } from '../actions/common/runner-port.ts';

export interface ConsoleStream extends CommandStream {
  /** Writes what is left of an unfinished line. */
  flush(): void;
}

const COMMAND = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/;

export function consoleStream(out: { write(text: string): unknown }, verbose: boolean): ConsoleStream {
  let pending = '';
  const line = (text: string) => {
    const command = COMMAND.exec(text);
    if (!command) return out.write(`${text}\n`);
    const [, name, properties = '', message = ''] = command;
    const decoded = decode(message);
    switch (name) {
      case 'add-mask':
        return undefined;
      case 'debug':
        return verbose ? out.write(`debug: ${decoded}\n`) : undefined;
      case 'group':
        return out.write(`▸ ${decoded}\n`);
      case 'endgroup':
        return undefined;
      case 'error':
      case 'warning':
      case 'notice':
        return out.write(`${name}: ${decoded}${where(properties)}\n`);
      default:
        return out.write(`${decoded}\n`);
    }
  };
  return {
    write(text: string) {
      const lines = (pending + text).split(/\r?\n/);
      pending = lines.pop() ?? '';
      for (const each of lines) line(each);
      return true;
    },
    flush() {
      if (pending !== '') line(pending);
      pending = '';
    },
  };
}

function decode(text: string): string {
  return text
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%3A/g, ':')
    .replace(/%2C/g, ',')
    .replace(/%25/g, '%');
}

/** ` (platform.yml:12)` from an annotation's file and line. */
function where(properties: string): string {
  const values = new Map(
    properties
      .split(',')
      .filter((part) => part.includes('='))
      .map((part) => [part.slice(0, part.indexOf('=')), decode(part.slice(part.indexOf('=') + 1))] as const),
  );
  const file = values.get('file');
  if (!file) return '';
  const line = values.get('line');
  return ` (${file}${line ? `:${line}` : ''})`;
}
