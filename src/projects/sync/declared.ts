import type { SourceLocation } from '../../sync/validation.ts';

/** What a project file declares, each value with where it is written (the file, or the overrides input). */
export interface DeclaredProject {
  /** Settings by camelCase name; PATCH /projects/{id} sets them. */
  readonly settings: readonly DeclaredSetting[];
  /** The static-site routing mode; undefined leaves it alone. */
  readonly routing?: DeclaredValue;
  /** The whole list of proxy rules; undefined leaves the rules alone. */
  readonly proxyRules?: readonly DeclaredProxyRule[];
  /** Custom domains; undefined leaves them alone. */
  readonly domains?: readonly DeclaredDomain[];
  /** Env groups by id or name; undefined leaves the attachments alone. */
  readonly envGroups?: readonly DeclaredValue[];
  /** Services restarted after an apply that changed something. */
  readonly restart: readonly DeclaredValue[];
}

export interface DeclaredValue {
  readonly value: string;
  readonly at: SourceLocation;
}

export interface DeclaredSetting {
  readonly name: string;
  readonly value: unknown;
  /** Where the key is written, for "unknown setting" messages. */
  readonly at: SourceLocation;
}

export interface DeclaredProxyRule {
  readonly prefix: string;
  /** The origin URL as the file wrote it (a path, if any, included). */
  readonly origin: string;
  readonly at: SourceLocation;
}

export interface DeclaredDomain {
  /** Lower-case host name. */
  readonly name: string;
  readonly primary: boolean;
  readonly at: SourceLocation;
}

/** The top-level sections of a project file, in the order the docs present them. */
export const PROJECT_FILE_SECTIONS = [
  'settings',
  'routing',
  'proxy-rules',
  'domains',
  'env-groups',
  'restart',
] as const;
