import { decodeBody, field, isRecord, stringField } from './decode.ts';

export interface PlatformErrorDetail {
  readonly code?: string;
  readonly message?: string;
  readonly field?: string;
}

const MAX_MESSAGE = 300;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_MESSAGE ? `${flat.slice(0, MAX_MESSAGE - 3)}...` : flat;
}

function compact(detail: { code?: string; message?: string; field?: string }): PlatformErrorDetail {
  const out: { code?: string; message?: string; field?: string } = {};
  if (detail.code) out.code = clip(detail.code);
  if (detail.message) out.message = clip(detail.message);
  if (detail.field) out.field = clip(detail.field);
  return out;
}

const MESSAGE_KEYS = ['message', 'detail', 'description', 'errorDescription', 'title', 'reason'];
const FIELD_KEYS = ['field', 'param', 'path', 'property', 'attribute', 'pointer'];

function fromObject(obj: Record<string, unknown>): PlatformErrorDetail {
  const fieldName = field(obj, ...FIELD_KEYS);
  return compact({
    code: stringField(obj, 'code', 'type', 'errorCode'),
    message: stringField(obj, ...MESSAGE_KEYS),
    field: Array.isArray(fieldName)
      ? fieldName.join('.')
      : typeof fieldName === 'string'
        ? fieldName
        : undefined,
  });
}

/** `errors: [{message, field}]`, `errors: ["..."]` or `errors: {field: ["..."]}`. */
function fromErrorsList(errors: unknown): PlatformErrorDetail | undefined {
  if (Array.isArray(errors) && errors.length > 0) {
    const first = errors[0];
    const detail = isRecord(first) ? fromObject(first) : compact({ message: String(first) });
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
    return { ...detail, ...(detail.message ? { message: `${detail.message}${more}` } : {}) };
  }
  if (isRecord(errors)) {
    const [name, problems] = Object.entries(errors)[0] ?? [];
    if (name === undefined) return undefined;
    const message = Array.isArray(problems) ? problems.map(String).join('; ') : String(problems);
    return compact({ field: name, message });
  }
  return undefined;
}

function fromJson(body: unknown): PlatformErrorDetail {
  if (typeof body === 'string') return compact({ message: body });
  if (!isRecord(body)) return {};
  const error = body.error;
  if (isRecord(error)) return fromObject(error);
  const top = fromObject(body);
  if (typeof error === 'string') {
    return { ...top, ...(top.message ? { code: top.code ?? error } : { message: clip(error) }) };
  }
  const listed = fromErrorsList(body.errors);
  return listed ? { ...listed, ...top, message: top.message ?? listed.message } : top;
}

/** An HTML error page (proxy, load balancer) is summarised by its title, never dumped. */
function fromHtml(text: string): PlatformErrorDetail {
  const title = /<title[^>]*>([^<]{1,120})<\/title>/i.exec(text)?.[1]?.trim();
  return title ? { message: `${clip(title)} (HTML error page)` } : { message: 'HTML error page' };
}

/** A web page (by its type, or its first tag when the type is missing or wrong), not the API's JSON. */
export function looksLikeWebPage(text: string, contentType: string | undefined): boolean {
  return (contentType ?? '').toLowerCase().includes('html') || /^\s*<(!doctype|html|head|body)/i.test(text);
}

/** The platform's code, message and field from an error response body of any usual shape. */
export function parseErrorBody(text: string, contentType: string | undefined): PlatformErrorDetail {
  if (text.trim() === '') return {};
  if (looksLikeWebPage(text, contentType)) return fromHtml(text);
  const decoded = decodeBody(text, contentType);
  if (decoded.isJson) return fromJson(decoded.body);
  const firstLine = text.trim().split('\n')[0] ?? '';
  return compact({ message: firstLine });
}
