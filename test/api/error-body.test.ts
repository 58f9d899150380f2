import { describe, expect, it } from 'vitest';
import { parseErrorBody } from '../../src/api/error-body.ts';

const json = 'application/json';

describe('parseErrorBody', () => {
  it.each([
    [
      '{error:{code,message,field}}',
      { error: { code: 'invalid', message: 'name is taken', field: 'name' } },
      { code: 'invalid', message: 'name is taken', field: 'name' },
    ],
    ['{error:"..."}', { error: 'project not found' }, { message: 'project not found' }],
    [
      '{error: code, message}',
      { error: 'not_found', message: 'no such project' },
      { code: 'not_found', message: 'no such project' },
    ],
    ['{message}', { message: 'bad input' }, { message: 'bad input' }],
    ['{message, code}', { message: 'bad input', code: 'E_INPUT' }, { code: 'E_INPUT', message: 'bad input' }],
    [
      '{errors:[{message, field}]}',
      { errors: [{ message: 'must be a URL', field: 'sourceTarballUrl' }, { message: 'x' }] },
      { message: 'must be a URL (and 1 more)', field: 'sourceTarballUrl' },
    ],
    ['{errors:["..."]}', { errors: ['branch is required'] }, { message: 'branch is required' }],
    [
      '{errors:{field:[...]}}',
      { errors: { name: ['is too short', 'is invalid'] } },
      { field: 'name', message: 'is too short; is invalid' },
    ],
    [
      '{detail} (problem+json)',
      { title: 'Unprocessable', detail: 'cron expression invalid' },
      { message: 'cron expression invalid' },
    ],
    [
      '{error_description}',
      { error: 'invalid_token', error_description: 'key revoked' },
      { code: 'invalid_token', message: 'key revoked' },
    ],
  ])('reads %s', (_label, body, expected) => {
    expect(parseErrorBody(JSON.stringify(body), json)).toEqual(expected);
  });

  it('reads a JSON string body', () => {
    expect(parseErrorBody('"quota exceeded"', json)).toEqual({ message: 'quota exceeded' });
  });

  it('reads the first line of plain text', () => {
    expect(parseErrorBody('Service Unavailable\nretry later', 'text/plain')).toEqual({
      message: 'Service Unavailable',
    });
  });

  it('summarises an HTML page by its title and never dumps it', () => {
    const page = `<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>${'<p>x</p>'.repeat(2000)}</body></html>`;
    const detail = parseErrorBody(page, 'text/html');
    expect(detail).toEqual({ message: '502 Bad Gateway (HTML error page)' });
    expect(parseErrorBody('<html><body>oops</body></html>', undefined)).toEqual({
      message: 'HTML error page',
    });
  });

  it('clips very long messages', () => {
    const detail = parseErrorBody(JSON.stringify({ message: 'x'.repeat(5000) }), json);
    expect(detail.message?.length).toBeLessThanOrEqual(300);
  });

  it('gives nothing for an empty body', () => {
    expect(parseErrorBody('', json)).toEqual({});
  });
});
