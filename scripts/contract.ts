/**
 * `npm run contract -- --api-url URL [--api-key KEY] [--report FILE]`
 *
 * Fetches the platform's own description of its API ({base_url}/openapi.json, §4 "Other addresses")
 * and compares it with our route table and our OpenAPI file, so a maintainer sees an endpoint that
 * moved, a body type the platform stopped taking or a read that now needs a full key before users do.
 * Exit 0: nothing that breaks an action (notes may be printed); 1: drift that breaks an action;
 * 2: the check could not run (bad arguments, platform unreachable, no OpenAPI document).
 * The key may also come from PLATFORM_API_KEY, so a workflow need not put it on a command line.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { request } from 'undici';
import { parse } from 'yaml';
import { parseApiUrl } from '../src/api/base-url.ts';
import { ROUTES } from '../src/api/routes.ts';
import { redactor } from '../src/api/secrets.ts';
import { errorMessage } from '../src/errors.ts';
import { compareSpecs, type Finding } from './contract/compare.ts';
import { readOperations } from './contract/openapi.ts';
import { renderReport } from './contract/report.ts';

export const OUR_SPEC = new URL('../src/api/platform-openapi.yaml', import.meta.url);
const TIMEOUT_MS = 30_000;

export interface ContractOptions {
  readonly apiUrl: string;
  readonly apiKey?: string | undefined;
  /** Our OpenAPI file; default src/api/platform-openapi.yaml. */
  readonly ourSpec?: string | URL;
}

export interface ContractResult {
  readonly exitCode: 0 | 1;
  readonly findings: readonly Finding[];
  readonly report: string;
}

/** A problem that stops the check itself (exit 2), as one sentence. */
export class ContractCheckError extends Error {
  override readonly name = 'ContractCheckError';
}

export function specUrlOf(apiUrl: string): string {
  try {
    return `${parseApiUrl(apiUrl).root}/openapi.json`;
  } catch {
    throw new ContractCheckError(
      `--api-url "${apiUrl}" is not an http(s) address: give the platform's base URL, e.g. https://platform.example.com.`,
    );
  }
}

async function fetchSpec(url: string, apiKey: string | undefined): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  let response: Awaited<ReturnType<typeof request>>;
  try {
    response = await request(url, { headers, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS });
  } catch (error) {
    throw new ContractCheckError(`Could not reach ${url}: ${errorMessage(error)}.`);
  }
  const text = await response.body.text();
  if (response.statusCode === 401 || response.statusCode === 403) {
    const hint = apiKey ? 'check that the key is valid' : 'pass a key with --api-key or PLATFORM_API_KEY';
    throw new ContractCheckError(`${url} answered ${response.statusCode}: ${hint}.`);
  }
  if (response.statusCode !== 200) {
    throw new ContractCheckError(`${url} answered ${response.statusCode}; expected the OpenAPI document.`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ContractCheckError(`${url} did not answer JSON, so it is not the platform's OpenAPI document.`);
  }
}

export async function runContract(options: ContractOptions): Promise<ContractResult> {
  const specUrl = specUrlOf(options.apiUrl);
  const scrub = options.apiKey ? redactor(options.apiKey) : (text: string) => text;
  try {
    const theirs = readOperations(await fetchSpec(specUrl, options.apiKey), specUrl);
    const ourSpec = options.ourSpec ?? OUR_SPEC;
    const ours = readOperations(parse(readFileSync(ourSpec, 'utf8')), String(ourSpec));
    const findings = compareSpecs(ROUTES, ours, theirs);
    const report = renderReport(findings, {
      specUrl,
      ourOperations: ROUTES.length,
      theirOperations: theirs.length,
    });
    return {
      exitCode: findings.some((finding) => finding.breaking) ? 1 : 0,
      findings,
      report: scrub(report),
    };
  } catch (error) {
    if (error instanceof ContractCheckError) throw new ContractCheckError(scrub(error.message));
    throw new ContractCheckError(scrub(errorMessage(error)));
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      'api-url': { type: 'string' },
      'api-key': { type: 'string' },
      report: { type: 'string' },
    },
  });
  const apiUrl = values['api-url'] ?? process.env.PLATFORM_API_URL;
  if (!apiUrl) {
    console.error(
      '--api-url is missing: give the platform base URL, e.g. --api-url https://platform.example.com.',
    );
    return 2;
  }
  try {
    const apiKey = values['api-key'] ?? (process.env.PLATFORM_API_KEY || undefined);
    const result = await runContract({ apiUrl, apiKey });
    process.stdout.write(result.report);
    if (values.report) writeFileSync(values.report, result.report);
    return result.exitCode;
  } catch (error) {
    console.error(errorMessage(error));
    return 2;
  }
}

if (import.meta.main) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(errorMessage(error));
      process.exitCode = 2;
    },
  );
}
