import { field, isRecord, timestampField, unwrapList } from './decode.ts';

export interface LogLine {
  readonly text: string;
  readonly timestamp?: string;
}

const TEXT_KEYS = ['message', 'text', 'line', 'msg', 'log'];
const TIME_KEYS = ['timestamp', 'time', 'ts', 'createdAt', 'date'];
const LOG_LIST_KEYS = ['logs', 'lines', 'entries', 'events', 'output'];
// Build and runtime logs may come as separate lists; they are read in that order.
const SECTION_KEYS = ['build', 'buildLogs', 'runtime', 'runtimeLogs'];

export function splitLines(text: string): LogLine[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line) => ({ text: line }));
}

function lineFrom(item: unknown): LogLine[] {
  if (typeof item === 'string') return splitLines(item);
  if (!isRecord(item)) return item === undefined || item === null ? [] : [{ text: String(item) }];
  const text = field(item, ...TEXT_KEYS);
  const timestamp = timestampField(item, ...TIME_KEYS);
  const body = typeof text === 'string' ? text : JSON.stringify(item);
  return [timestamp === undefined ? { text: body } : { text: body, timestamp }];
}

/**
 * Log lines from any of: text/plain, a JSON array of strings or of `{message|text|line, timestamp|time|ts}`,
 * either wrapped (`data`, `logs`, `lines`...), a single string under such a key, or build/runtime sections.
 */
export function decodeLogLines(body: unknown): LogLine[] {
  if (body === undefined || body === null) return [];
  if (typeof body === 'string') return splitLines(body);
  if (Array.isArray(body)) return body.flatMap(lineFrom);
  if (!isRecord(body)) return [{ text: String(body) }];
  const sections = SECTION_KEYS.map((key) => body[key]).filter((value) => value !== undefined);
  if (sections.length > 0) return sections.flatMap((section) => decodeLogLines(section));
  for (const key of ['data', 'result', ...LOG_LIST_KEYS]) {
    const value = body[key];
    if (typeof value === 'string' || isRecord(value)) return decodeLogLines(value);
  }
  const list = unwrapList(body, LOG_LIST_KEYS);
  if (list) return list.flatMap(lineFrom);
  return lineFrom(body);
}
