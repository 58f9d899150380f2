/**
 * A pretend shell for exec, one-off runs and cron commands: nothing is executed. `echo` prints,
 * `exit N` and `false` fail, so clients can be tested on both outcomes without a sandbox.
 */
export interface ShellResult {
  exitCode: number;
  output: string;
}

const VERSIONS: Record<string, string> = {
  node: 'v24.4.0',
  npm: '11.4.2',
  npx: '11.4.2',
  pnpm: '10.12.1',
  yarn: '4.9.2',
  python: 'Python 3.12.11',
  python3: 'Python 3.12.11',
};

function unquote(text: string): string {
  return text.trim().replace(/^(['"])(.*)\1$/s, '$2');
}

export function simulateCommand(command: string): ShellResult {
  const lines: string[] = [];
  for (const step of command.split(/\s*(?:&&|;|\n)\s*/).filter(Boolean)) {
    const exit = /^(?:.*\s)?exit\s+(\d+)\b/.exec(step) ?? /^(?:sh|bash)\s+-c\s+['"]?exit\s+(\d+)/.exec(step);
    if (exit) {
      const code = Number(exit[1]);
      if (code !== 0) return { exitCode: code, output: lines.join('\n') };
      continue;
    }
    if (/(^|\s)false(\s|$)/.test(step)) return { exitCode: 1, output: lines.join('\n') };
    const [program = '', ...args] = step.split(/\s+/);
    if (program === 'echo') lines.push(unquote(args.join(' ')));
    else if (args[0] === '--version' && VERSIONS[program]) lines.push(VERSIONS[program]);
    else if (program !== 'true') lines.push(`[simulated] ${step}: done`);
  }
  return { exitCode: 0, output: lines.length > 0 ? `${lines.join('\n')}\n` : '' };
}
