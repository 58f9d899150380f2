import { type Checked, invalid, valid } from '../checked.ts';

/**
 * Longest TXT value accepted, in bytes. DNS stores TXT data as strings of at most 255 bytes; longer
 * values (2048-bit DKIM keys) are split into such strings by the platform, so length up to here is
 * fine. Beyond it answers stop fitting comfortably in a DNS message, and the value is likely a mistake
 * (a whole file pasted in).
 */
export const MAX_TXT_BYTES = 4096;

const CHUNKED = /^\s*"(?:[^"\\]|\\.)*"(?:\s+"(?:[^"\\]|\\.)*")*\s*$/;
const CHUNK = /"((?:[^"\\]|\\.)*)"/g;

/**
 * TXT values are the plain text the record should hold. Two zone-file habits are accepted so values
 * copied from octoDNS or a DNS dashboard keep working: `\;` (octoDNS escapes semicolons) reads as `;`,
 * and a value made only of quoted chunks ("v=DKIM1; " "p=MIIB...") is joined into one string.
 */
export function checkTxtValue(raw: unknown): Checked<string> {
  if (typeof raw !== 'string') {
    return invalid(
      `A TXT value must be a string, not ${JSON.stringify(raw) ?? 'nothing'}; quote it in the file.`,
    );
  }
  const text = (CHUNKED.test(raw) ? joinChunks(raw) : raw).replace(/\\;/g, ';');
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_TXT_BYTES) {
    return invalid(
      `The TXT value is ${bytes} bytes long, over the ${MAX_TXT_BYTES}-byte limit; shorten it or split it into several values.`,
    );
  }
  return valid(text);
}

function joinChunks(text: string): string {
  return [...text.matchAll(CHUNK)].map((match) => (match[1] ?? '').replace(/\\(.)/g, '$1')).join('');
}
