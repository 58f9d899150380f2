import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureSummary } from '../../src/actions/common/step-outcome.ts';
import { escapeHtml, escapeTableCell } from '../../src/render/markdown.ts';
import {
  forgetAllSecrets,
  redact,
  redactJson,
  registerSecret,
  routeSecretsTo,
} from '../../src/secrets/redact.ts';
import { inWorker } from '../support/in-worker.ts';

/** What the running action's port would send as `::add-mask::`, in order. */
interface MaskedOutput {
  messagesOf(command: 'add-mask'): string[];
  restore(): void;
}

function captureMasks(): MaskedOutput {
  const masked: string[] = [];
  const restore = routeSecretsTo((secret) => masked.push(secret));
  return { messagesOf: () => masked, restore };
}

// Every test, in both groups, starts with no secret registered and sees what it asks to mask.
let output: MaskedOutput;
beforeEach(() => {
  forgetAllSecrets();
  output = captureMasks();
});
afterEach(() => output.restore());

describe('redact', () => {
  it('replaces a registered secret wherever it appears, even inside a word', () => {
    registerSecret('s3cr3t-key');
    expect(redact('key=s3cr3t-key;again:xs3cr3t-keyx')).toBe('key=***;again:x***x');
  });

  it('trims the value and masks it in the runner log too', () => {
    registerSecret('  padded-token \n');
    expect(redact('Bearer padded-token')).toBe('Bearer ***');
    expect(output.messagesOf('add-mask')).toContain('padded-token');
  });

  it('masks each line of a multi-line secret, and the whole of it', () => {
    const pem = '-----BEGIN KEY-----\nAAAAline1\r\nBBBBline2\n-----END KEY-----\n';
    registerSecret(pem);
    expect(redact(pem.trim())).toBe('***');
    expect(redact('found BBBBline2 in a log line')).toBe('found *** in a log line');
    expect(output.messagesOf('add-mask')).toEqual(expect.arrayContaining(['AAAAline1', 'BBBBline2']));
  });

  it('replaces the longest secret first so no tail of it survives', () => {
    registerSecret('abcd');
    registerSecret('abcdef123');
    expect(redact('x abcdef123 y abcd')).toBe('x *** y ***');
  });

  it('does not register values shorter than 4 characters, which would garble every line', () => {
    registerSecret('1');
    registerSecret('on');
    registerSecret('a\nbcde\nxyz');
    expect(redact('DEBUG=1 on a bcde xyz')).toBe('DEBUG=1 on a *** xyz');
    expect(output.messagesOf('add-mask')).toEqual(['a\nbcde\nxyz', 'bcde']);
  });

  it('ignores empty values and registers each secret once', () => {
    registerSecret('');
    registerSecret('   ');
    registerSecret(undefined);
    registerSecret('once-only');
    registerSecret('once-only');
    expect(redact('nothing here')).toBe('nothing here');
    expect(output.messagesOf('add-mask')).toEqual(['once-only']);
  });

  it('redacts every string of a JSON value, keys included, keeping its shape', () => {
    registerSecret('tok_123');
    const value = { url: 'https://x?t=tok_123', nested: [{ tok_123: 'ok' }, 4, null, true] };
    expect(redactJson(value)).toEqual({ url: 'https://x?t=***', nested: [{ '***': 'ok' }, 4, null, true] });
  });

  it('masks the password of a URL in a secret on its own, as written and decoded, 6+ characters', () => {
    registerSecret('DATABASE_URL=postgres://app:pa%24%24word@db.internal:5432/app short://u:abc@h');
    expect(redact('auth failed for pa$$word and pa%24%24word')).toBe('auth failed for *** and ***');
    expect(redact('abc stays')).toBe('abc stays');
    registerSecret('x https://user:first-secret@a/ ftp://:second-secret@b 9://u:not-a-scheme@c');
    expect(redact('first-secret second-secret not-a-scheme')).toBe('*** *** not-a-scheme');
  });

  it('finds URL passwords exactly as the pattern it documents does, on tricky text', () => {
    const reference = (value: string) =>
      [...value.matchAll(/[a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:([^\s/@]+)@/gi)].map((match) => match[1]);
    const alphabet = ['a', 'Z', '1', '+', '-', '.', ':', '/', '@', ' ', '\n', 'pass99', '://', ':x@'];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let round = 0; round < 3000; round++) {
      forgetAllSecrets();
      const value = Array.from({ length: 4 + (next() % 30) }, () => alphabet[next() % alphabet.length]).join(
        '',
      );
      registerSecret(value);
      for (const password of reference(value).filter((p) => p !== undefined && p.length >= 6)) {
        expect(redact(`<${password}>`), JSON.stringify(value)).not.toContain(password);
      }
    }
  });

  it('registers 1 MB secrets in near-linear time (the old scan took over a minute for one)', async () => {
    // In a worker, so a regression fails at the bound instead of blocking the test run for minutes.
    const redactModule = new URL('../../src/secrets/redact.ts', import.meta.url);
    const outcome = await inWorker(REGISTER_LARGE_SECRETS, { redact: redactModule }, 30_000);
    expect(outcome).toEqual({ whole: '[***]', password: '***' });
  }, 60_000);
});

/** Registers a 1 MB line, 1 MB of URLs with passwords and a 1 MB many-line value, then redacts. */
const REGISTER_LARGE_SECRETS = `
const { registerSecret, redact } = await import(workerData.modules.redact);
const chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
const oneLine = Array.from({ length: 1 << 20 }, (_, i) => chars[(i * 7919) % chars.length]).join('');
for (const value of [
  oneLine,
  oneLine + '://',
  'db://u:password@h/'.repeat(1 << 16),
  'line-of-a-pem-key-0123456789\\n'.repeat(1 << 15),
]) registerSecret(value);
parentPort.postMessage({ whole: redact('[' + oneLine + ']'), password: redact('password') });
`;

describe('escaping for markdown never unmasks a secret', () => {
  // A connection string's query has `&`, and escaping turns it into `&amp;`: redacted after the
  // escape, the text would no longer contain the registered value and would be written whole.
  const SECRET = 'postgres://u:pw@db/app?ssl=1&key=<k3y>';

  it('in a failure summary, a table cell and an HTML summary line', () => {
    registerSecret(SECRET);
    const rendered = [
      failureSummary('Deploy to the platform', 'failed', `The platform refused ${SECRET} for now.`),
      escapeTableCell(`value ${SECRET}`),
      escapeHtml(`value ${SECRET}`),
    ];
    for (const text of rendered) {
      expect(text).toContain('***');
      for (const piece of ['ssl=1', 'k3y', 'u:pw@db']) expect(text).not.toContain(piece);
    }
  });
});
