import type { PlatformClient, UploadResult } from './client.ts';
import { isRecord } from './decode.ts';
import { PlatformApiError } from './errors.ts';
import { type Logger, silentLogger } from './logger.ts';
import {
  forgetOpenApiDocuments,
  openApiDocument,
  resolveRef as resolveOpenApiRef,
} from './openapi-document.ts';
import type { GrowingArchive, UploadForm } from './upload-body.ts';

/**
 * §4 says POST /uploads takes "a zip" and never shows the form, so a platform may take multipart,
 * the raw body, or both. `auto` asks the platform's own /openapi.json, and without an answer there
 * tries multipart and switches once on a refusal; a pinned form is sent as it is.
 */
export type UploadFormat = 'auto' | UploadForm;
export const UPLOAD_FORMATS = ['auto', 'multipart', 'raw'] as const satisfies readonly UploadFormat[];

const MEDIA_TYPES: Record<UploadForm, string> = {
  multipart: 'multipart/form-data',
  raw: 'application/zip',
};
const RAW_TYPES = new Set(['application/zip', 'application/x-zip-compressed', 'application/octet-stream']);

/** Per API root: what its document says (one fetch, shared by concurrent uploads) and what worked. */
const documented = new Map<string, Promise<readonly UploadForm[] | undefined>>();
const learned = new Map<string, UploadForm>();

/** For tests, whose platforms may come back on a port an earlier one used. */
export function forgetUploadForms(): void {
  forgetOpenApiDocuments();
  documented.clear();
  learned.clear();
}

/** `/uploads` relative to a server at the API root, or the whole path from a server at the origin. */
function isUploadsPath(path: string): boolean {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '/uploads' || trimmed.endsWith('/api/v1/uploads');
}

/**
 * The forms an OpenAPI document gives POST /uploads' request body, multipart first; undefined when it
 * describes no body (or only content types that are neither form), or is not such a document.
 */
export function documentedUploadForms(document: unknown): UploadForm[] | undefined {
  if (!isRecord(document) || !isRecord(document.paths)) return undefined;
  const resolveRef = (value: unknown) => resolveOpenApiRef(document, value);
  const entry = Object.entries(document.paths).find(([path]) => isUploadsPath(path));
  const post = resolveRef(resolveRef(entry?.[1])?.post);
  const content = resolveRef(post?.requestBody)?.content;
  if (!isRecord(content)) return undefined;
  const types = Object.keys(content).map((type) => type.split(';')[0]!.trim().toLowerCase());
  const forms: UploadForm[] = [];
  if (types.includes(MEDIA_TYPES.multipart)) forms.push('multipart');
  if (types.some((type) => RAW_TYPES.has(type))) forms.push('raw');
  return forms.length > 0 ? forms : undefined;
}

/**
 * The platform turning the form down, not the archive: 415, or a 400 about the content type or the
 * form. Nothing was stored, so sending the other form cannot make a second upload.
 */
export function isFormRefusal(error: unknown): boolean {
  if (!(error instanceof PlatformApiError)) return false;
  if (error.status === 415) return true;
  const said = `${error.platformMessage ?? ''} ${error.field ?? ''}`;
  return error.status === 400 && /content[-_ ]?type|multipart|\bform\b/i.test(said);
}

/** The forms the platform's shared /openapi.json gives POST /uploads (see openapi-document.ts). */
async function fetchDocumentedForms(
  client: PlatformClient,
  signal: AbortSignal | undefined,
): Promise<readonly UploadForm[] | undefined> {
  return documentedUploadForms(await openApiDocument(client, signal));
}

export interface UploadFormChoice {
  readonly form: UploadForm;
  readonly why: string;
}

/** The form to send first, in `auto`: what worked before, else what the document says, else multipart. */
export async function chooseUploadForm(
  client: PlatformClient,
  signal?: AbortSignal,
): Promise<UploadFormChoice> {
  const key = client.base.root;
  const known = learned.get(key);
  if (known) return { form: known, why: 'the platform took it earlier in this process' };
  let pending = documented.get(key);
  if (!pending) {
    pending = fetchDocumentedForms(client, signal);
    documented.set(key, pending);
  }
  const forms = await pending;
  if (forms?.length === 1)
    return { form: forms[0]!, why: "the only form the platform's /openapi.json describes" };
  if (forms) return { form: 'multipart', why: "the platform's /openapi.json describes both forms" };
  return { form: 'multipart', why: "the platform's /openapi.json does not describe the upload body" };
}

export interface UploadSourceOptions {
  readonly format?: UploadFormat;
  /** How the caller names `format` in what the upload logs (an action: its input); default `format`. */
  readonly formatSetting?: string;
  readonly signal?: AbortSignal | undefined;
  readonly logger?: Logger;
}

const other = (form: UploadForm): UploadForm => (form === 'multipart' ? 'raw' : 'multipart');

/** 411 Length Required: the platform (or a proxy before it) takes no chunked body. Nothing was stored. */
function isLengthRefusal(error: unknown): boolean {
  return error instanceof PlatformApiError && error.status === 411;
}

/**
 * One upload in `form`. A zip still being packed goes chunked; if that is refused for want of a
 * length, it is sent again from the file once packing is over, with its length.
 */
async function sendArchive(
  client: PlatformClient,
  source: string | GrowingArchive,
  form: UploadForm,
  signal: AbortSignal | undefined,
  logger: Logger,
): Promise<UploadResult> {
  const send = () => client.upload(source, { form, ...(signal ? { signal } : {}) });
  try {
    return await send();
  } catch (error) {
    if (typeof source === 'string' || !isLengthRefusal(error)) throw error;
    logger.info(
      'The platform refused the source archive sent while it was being packed (HTTP 411: it wants the length first); sending it again from the file once packing is over.',
    );
    await source.complete();
    return send();
  }
}

/**
 * POST /uploads of the zip at `source` (a path, or a zip still being packed) in the form `format`
 * asks for. In `auto`, a refusal of the chosen form sends the other one, once, and the form that was
 * taken is used for the rest of the process.
 */
export async function uploadSource(
  client: PlatformClient,
  source: string | GrowingArchive,
  options: UploadSourceOptions = {},
): Promise<UploadResult> {
  const { format = 'auto', formatSetting = 'format', signal, logger = silentLogger } = options;
  const send = (form: UploadForm) => sendArchive(client, source, form, signal, logger);
  if (format !== 'auto') {
    logger.debug(`Uploading the source archive as ${MEDIA_TYPES[format]} (${formatSetting}: ${format}).`);
    return send(format).catch((error: unknown) => {
      if (isFormRefusal(error)) {
        logger.info(
          `The platform refused the source archive as ${MEDIA_TYPES[format]}: set ${formatSetting} to ${other(format)}, or to auto to let the action find the form.`,
        );
      }
      throw error;
    });
  }
  const choice = await chooseUploadForm(client, signal);
  logger.debug(`Uploading the source archive as ${MEDIA_TYPES[choice.form]}: ${choice.why}.`);
  let form = choice.form;
  let result: UploadResult;
  try {
    result = await send(form);
  } catch (error) {
    if (!isFormRefusal(error)) throw error;
    const refused = form;
    form = other(refused);
    logger.info(
      `The platform refused the source archive as ${MEDIA_TYPES[refused]} (HTTP ${(error as PlatformApiError).status}); sending it as ${MEDIA_TYPES[form]} instead. Set ${formatSetting}: ${form} to skip the first try.`,
    );
    result = await send(form);
  }
  learned.set(client.base.root, form);
  return result;
}
