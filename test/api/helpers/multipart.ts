import type { RecordedRequest } from './server.ts';

export interface Part {
  readonly name: string | undefined;
  readonly filename: string | undefined;
  readonly contentType: string | undefined;
  readonly data: Buffer;
}

/** Enough of RFC 7578 to check what the client sent: splits the body on its boundary. */
export function parseMultipart(req: RecordedRequest): Part[] {
  const boundary = /boundary=("?)([^";]+)\1/.exec(String(req.headers['content-type']))?.[2];
  if (!boundary) throw new Error(`not multipart: ${req.headers['content-type']}`);
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let start = req.body.indexOf(delimiter);
  while (start !== -1) {
    const next = req.body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const chunk = req.body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = chunk.indexOf('\r\n\r\n');
    const head = chunk.subarray(0, headerEnd).toString();
    parts.push({
      name: /name="([^"]*)"/.exec(head)?.[1],
      filename: /filename="([^"]*)"/.exec(head)?.[1],
      contentType: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim(),
      data: chunk.subarray(headerEnd + 4),
    });
    start = next;
  }
  return parts;
}
