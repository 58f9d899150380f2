import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetAllSecrets, redact, redactJson, registerSecret } from '../../src/github/redact.ts';
import { type CapturedCommands, captureWorkflowCommands } from '../fakes/github/index.ts';

describe('redact', () => {
  let output: CapturedCommands;
  beforeEach(() => {
    forgetAllSecrets();
    output = captureWorkflowCommands();
  });
  afterEach(() => output.restore());

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
    registerSecret('abc');
    registerSecret('abcdef123');
    expect(redact('x abcdef123 y abc')).toBe('x *** y ***');
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
});
