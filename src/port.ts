import type { Logger } from './log.ts';

/** Where an annotation points, as the runner's `::error file=…,line=…::` properties say it. */
export interface AnnotationProperties {
  readonly title?: string;
  readonly file?: string;
  readonly startLine?: number;
  readonly endLine?: number;
  readonly startColumn?: number;
  readonly endColumn?: number;
}

/**
 * Everything an action says to the runner, in one small interface: the cores and reports take it
 * instead of calling @actions/core, so an action runs the same as a bundle under the runner, under
 * `@github/local-action`, or in-process in a test with its own output files. A port is a Logger too.
 * Implementations redact every registered secret from every value they write (src/secrets/redact.ts).
 */
export interface ActionPort extends Logger {
  /** The input as the runner passes it (INPUT_<NAME>), untrimmed; '' when not given. */
  input(name: string): string;
  setOutput(name: string, value: string): void;
  /**
   * Appends markdown to the step's job summary. False when there is none (outside Actions) or it
   * could not be written, with a warning: a summary is never worth failing a step for.
   */
  appendSummary(markdown: string): Promise<boolean>;
  warning(message: string, properties?: AnnotationProperties): void;
  error(message: string, properties?: AnnotationProperties): void;
  notice(message: string, properties?: AnnotationProperties): void;
  /**
   * Folds the log lines `fn` writes under one group, closed however `fn` ends. With a `title` the
   * group opens at once; with `null` it opens when `fn` calls `open(title)`, for a title known only
   * mid-way (the id of a deployment once created), and stays unopened if `fn` never calls it.
   */
  group<T>(title: string | null, fn: (open: (title: string) => void) => Promise<T>): Promise<T>;
  /** Asks the runner to mask `value` in its log from now on (`::add-mask::`). */
  setSecret(value: string): void;
  /** Marks the step failed with `message` as its error. */
  setFailed(message: string): void;
}

/**
 * The outputs an action may write, typed from its spec as its inputs are: `outputs.set('url', …)`
 * compiles only when the spec (and so action.yml) declares `url`.
 */
export interface Outputs<O extends string> {
  // Function-typed properties, not methods: parameters are then checked strictly, so an action's
  // writer can be passed where fewer outputs are written, never where more are.
  readonly set: (name: O, value: string) => void;
  /** Writes every entry of `values` (an outcome turned into outputs by the action's report). */
  readonly setAll: (values: Partial<Record<O, string>>) => void;
}
