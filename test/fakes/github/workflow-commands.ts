/**
 * Records the workflow commands (`::warning::...`, `::add-mask::...`) that @actions/core writes to
 * stdout, so tests can assert on warnings without mocking @actions/core. Other output goes through.
 */
export interface WorkflowCommand {
  readonly command: string;
  readonly message: string;
}

export interface CapturedCommands {
  readonly commands: WorkflowCommand[];
  messagesOf(command: string): string[];
  /** Put process.stdout.write back. */
  restore(): void;
}

const COMMAND_LINE = /^::([\w-]+)(?: [^:]*)?::(.*)$/;

export function captureWorkflowCommands(): CapturedCommands {
  const commands: WorkflowCommand[] = [];
  const originalWrite = process.stdout.write;
  const capture = (chunk: unknown): boolean => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
    let handledAll = true;
    for (const line of text.split(/\r?\n/)) {
      const match = COMMAND_LINE.exec(line);
      if (match) commands.push({ command: match[1] ?? '', message: unescapeData(match[2] ?? '') });
      else if (line !== '') handledAll = false;
    }
    return handledAll;
  };
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (capture(chunk)) return true;
    return Reflect.apply(originalWrite, process.stdout, [chunk, ...rest]);
  }) as typeof process.stdout.write;
  return {
    commands,
    messagesOf: (command) =>
      commands.filter((entry) => entry.command === command).map((entry) => entry.message),
    restore: () => {
      process.stdout.write = originalWrite;
    },
  };
}

/** Undo @actions/core's escaping of command data (it encodes %, CR and LF). */
function unescapeData(data: string): string {
  return data.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}
