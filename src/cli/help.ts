/** The help texts, generated from the specs: the flags a command takes are its action's inputs. */
import { inputVariable } from '../actions/common/inputs.ts';
import type { ActionSpec, InputSpec } from '../actions/common/spec.ts';
import { GLOBAL_FLAGS, isSwitch } from './flags.ts';

const WIDTH = 100;

const EXIT_CODES = [
  ['0', 'done, or nothing to do'],
  ['1', 'the operation failed'],
  ['2', 'usage: a bad flag or input, found before any request'],
  ['3', 'refused for safety (a plan over a threshold, a plan that is not the reviewed one); nothing written'],
  ['130', 'interrupted (Ctrl-C): writes in flight settled, and what was done is reported'],
] as const;

export function overallHelp(specs: readonly ActionSpec[]): string {
  const width = Math.max(...specs.map((spec) => spec.name.length));
  return [
    'Usage: platform-actions <command> [--flag value ...]',
    '',
    'The GitHub Actions of platform-actions as commands, for any CI system and the terminal.',
    'The API key comes from PLATFORM_API_KEY and the address from PLATFORM_API_URL.',
    '',
    'Commands:',
    ...specs.map((spec) => `  ${spec.name.padEnd(width)}  ${firstSentence(spec.description)}`),
    `  ${'help'.padEnd(width)}  Show a command's flags: platform-actions help <command>`,
    '',
    'Exit codes:',
    ...EXIT_CODES.map(([code, meaning]) => `  ${code.padEnd(3)}  ${meaning}`),
    '',
  ].join('\n');
}

export function commandHelp(spec: ActionSpec): string {
  const inputs = Object.entries(spec.inputs) as [string, InputSpec][];
  const lines = [
    `Usage: platform-actions ${spec.name} [flags]`,
    '',
    ...wrap(spec.description, 0),
    '',
    'Flags:',
  ];
  for (const [name, input] of inputs) {
    lines.push(`  ${flagLabel(name, input)}`);
    lines.push(...wrap(inputNote(name, input), 6));
  }
  lines.push('', 'Global flags:');
  for (const [name, flag] of Object.entries(GLOBAL_FLAGS)) {
    lines.push(`  --${name}${flag.type === 'string' ? ' <value>' : ''}`, ...wrap(flag.description, 6));
  }
  return `${lines.join('\n')}\n`;
}

function flagLabel(name: string, input: InputSpec): string {
  if (isSwitch(input)) return `--${name}, --no-${name}`;
  return `--${name} <value>${input.required ? '  (required)' : ''}`;
}

function inputNote(name: string, input: InputSpec): string {
  const parts = [input.description];
  if (input.default !== undefined && !input.default.includes('${{')) parts.push(`Default: ${input.default}.`);
  const variable = inputVariable(name);
  parts.push(
    input.secret
      ? `Secret: give it in ${variable} (a flag lands in shell history).`
      : `Environment: ${variable}.`,
  );
  return parts.join(' ');
}

function firstSentence(text: string): string {
  const end = text.search(/\.(\s|$)/);
  return end < 0 ? text : text.slice(0, end + 1);
}

function wrap(text: string, indent: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && indent + line.length + 1 + word.length > WIDTH) {
      lines.push(' '.repeat(indent) + line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(' '.repeat(indent) + line);
  return lines;
}
