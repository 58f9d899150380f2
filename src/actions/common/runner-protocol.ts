/**
 * The runner's two text protocols, written out because @actions/core can only write them to this
 * process's own stdout and GITHUB_* files, and an in-process run needs them on a stream and files of
 * its own. Byte for byte what @actions/core 3 writes (lib/command.js, lib/file-command.js), which is
 * what the runner parses (test/actions/runner-protocol.test.ts compares the two).
 */
import { EOL } from 'node:os';
import type { AnnotationProperties } from '../../port.ts';

/** `%`, CR and LF would end or corrupt a command line, so the runner decodes them from these. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property value also may not hold the `:` and `,` that separate properties. */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export type CommandProperties = Readonly<Record<string, string | number | undefined>>;

/** `::name key=value,key=value::message`, without the line end; empty properties are left out. */
export function workflowCommand(name: string, properties: CommandProperties, message: string): string {
  const given = Object.entries(properties).filter(
    (entry): entry is [string, string | number] =>
      entry[1] !== undefined && entry[1] !== '' && entry[1] !== 0,
  );
  const props = given.map(([key, value]) => `${key}=${escapeProperty(String(value))}`).join(',');
  return `::${name}${props === '' ? '' : ` ${props}`}::${escapeData(message)}`;
}

/** An annotation's properties under the names the runner reads. */
export function annotationCommandProperties(properties: AnnotationProperties = {}): CommandProperties {
  return {
    title: properties.title,
    file: properties.file,
    line: properties.startLine,
    endLine: properties.endLine,
    col: properties.startColumn,
    endColumn: properties.endColumn,
  };
}

/**
 * One `name<<DELIMITER` entry of a GITHUB_OUTPUT-style file, line end included. The delimiter is
 * random so no value can end the entry early and smuggle in another output.
 */
export function fileCommandEntry(
  name: string,
  value: string,
  // node:crypto is fetched here, not imported: the deploy bundle's prelude imports this module, and
  // loading node:crypto (~11 ms) there would hold back its first request (bench/README.md).
  delimiter = `ghadelimiter_${process.getBuiltinModule('node:crypto').randomUUID()}`,
): string {
  if (name.includes(delimiter)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  }
  if (value.includes(delimiter)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  }
  return `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`;
}

/** The environment variable that names the input `name`, as the runner sets it. */
export function inputEnvName(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/**
 * Text from outside (a build log, a run's output, a platform answer) printed to the log: a line of it
 * that begins with `::` would be read by the runner as a workflow command (a fake `::error::`, an
 * `::add-mask::`, a group), so such text is printed between `::stop-commands::<token>` and `::<token>::`,
 * GitHub's documented way to show commands as text. The token is new each time, so the text can't
 * name it to end the pause early.
 */
export function commandsShownAsText(text: string, token: () => string): string[] {
  if (!/^\s*::/m.test(text)) return [text];
  const pause = token();
  return [`::stop-commands::${pause}`, text, `::${pause}::`];
}
