import type { IncomingMessage, ServerResponse } from 'node:http';
import { PlatformHttpError } from './types.ts';

export interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

export function errorBody(code: string, message: string, field?: string): ErrorBody {
  return { error: field === undefined ? { code, message } : { code, message, field } };
}

export async function readBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limitBytes) {
      req.resume();
      throw new PlatformHttpError(
        413,
        'payload_too_large',
        `request body is larger than ${limitBytes} bytes`,
      );
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const type = header.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

export function send(
  res: ServerResponse,
  status: number,
  payload: string | Buffer,
  headers: Record<string, string | number> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  res.writeHead(status, { 'content-length': body.length, ...headers });
  res.end(status === 204 || status === 304 ? undefined : body);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  if (status === 204) {
    send(res, 204, '', headers);
    return;
  }
  send(res, status, JSON.stringify(value), { 'content-type': 'application/json; charset=utf-8', ...headers });
}

export function sendError(res: ServerResponse, status: number, code: string, message: string): void {
  sendJson(res, status, errorBody(code, message));
}

export const STATUS_TEXT: Record<number, string> = {
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The kind of page a reverse proxy in front of an API answers with when the backend is unwell. */
export function gatewayHtml(status: number): string {
  const title = `${status} ${STATUS_TEXT[status] ?? 'Error'}`;
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}
