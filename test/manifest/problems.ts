import { readManifest } from '../../src/manifest/manifest.ts';
import { ValidationError } from '../../src/sync/validation.ts';

/** `line: message` of every issue the manifest `text` is refused with, none when it reads. */
export function problems(text: string): string[] {
  try {
    readManifest(text, 'platform.yml');
  } catch (error) {
    if (error instanceof ValidationError)
      return error.issues.map((issue) => `${issue.line}: ${issue.message}`);
    throw error;
  }
  return [];
}
