import { describe, expect, it } from 'vitest';
import { parseDnsFile, readDnsFile } from '../../src/sync/dns/file.ts';
import { MAX_TXT_BYTES } from '../../src/sync/dns/txt.ts';
import { ValidationError } from '../../src/sync/validation.ts';

/** `line: message` of every issue, so each test states where the problem is reported. */
function problems(text: string): string[] {
  return parseDnsFile(text, 'dns.yml').issues.map((issue) => `${issue.line}: ${issue.message}`);
}

function valuesOf(text: string): string[][] {
  const { records, issues } = parseDnsFile(text, 'dns.yml');
  expect(issues).toEqual([]);
  return records.map((record) => [...record.values]);
}

const one = (type: string, value: string) => `x:\n  type: ${type}\n  value: ${value}\n`;

describe('DNS file: structure', () => {
  it('reads octoDNS-style YAML with single records and lists, defaulting the ttl', () => {
    const { records, issues } = parseDnsFile(
      [
        "'@':",
        '  - type: A',
        '    values: [192.0.2.1, 192.0.2.2]',
        '  - type: MX',
        '    ttl: 300',
        '    values:',
        '      - { preference: 10, exchange: mail.example.com. }',
        '      - { priority: 20, value: MX2.example.com }',
        'www:',
        '  type: cname',
        '  value: Example.com.',
      ].join('\n'),
      'dns.yml',
    );
    expect(issues).toEqual([]);
    expect(records.map(({ source, ...record }) => ({ ...record, line: source.line }))).toEqual([
      { name: '', type: 'A', ttl: 3600, values: ['192.0.2.1', '192.0.2.2'], line: 2 },
      { name: '', type: 'MX', ttl: 300, values: ['10 mail.example.com', '20 mx2.example.com'], line: 4 },
      { name: 'www', type: 'CNAME', ttl: 3600, values: ['example.com'], line: 10 },
    ]);
  });

  it('reads JSON and points at its lines too', () => {
    const json =
      '{\n\t"": { "type": "A", "value": "192.0.2.1" },\n\t"www": {\n\t\t"type": "A",\n\t\t"value": "192.0.2"\n\t}\n}\n';
    expect(problems(json)).toEqual([
      '5: www A: "192.0.2" is not an IPv4 address; A records take addresses like 192.0.2.10.',
    ]);
    expect(readDnsFile(json.replace('"192.0.2"', '"192.0.2.9"'), 'dns.json')).toHaveLength(2);
  });

  it("treats '@' and '' as the apex, so declaring both is a duplicate", () => {
    expect(readDnsFile("'@': { type: A, value: 192.0.2.1 }", 'f')[0]?.name).toBe('');
    expect(problems("'@': { type: A, value: 192.0.2.1 }\n'': { type: A, value: 192.0.2.2 }")).toEqual([
      "2: @ has a second A record (the first is at line 1); put all A values of a name in one record's values list.",
    ]);
  });

  it('treats names case-insensitively and catches a type repeated in one list', () => {
    expect(problems('www: { type: A, value: 192.0.2.1 }\nWWW: { type: A, value: 192.0.2.2 }')).toHaveLength(
      1,
    );
    expect(problems('www:\n  - { type: TXT, value: a }\n  - { type: TXT, value: b }')).toEqual([
      "3: www has a second TXT record (the first is at line 2); put all TXT values of a name in one record's values list.",
    ]);
  });

  it('accepts an empty file as no records', () => {
    expect(parseDnsFile('', 'dns.yml')).toEqual({ records: [], issues: [] });
    expect(parseDnsFile('# nothing yet\n', 'dns.yml')).toEqual({ records: [], issues: [] });
  });

  it('explains an unquoted @ and other syntax errors with their line', () => {
    expect(problems('www: { type: A, value: 192.0.2.1 }\n@: { type: A, value: 192.0.2.1 }')[0]).toMatch(
      /^2: .*quote it, as in '@':/,
    );
    expect(problems('a: 1\na: 2')[0]).toMatch(/^2: Map keys must be unique; each key may appear once/);
  });

  it('needs a mapping of names at the top and a record or list under each name', () => {
    expect(problems('- type: A')).toEqual([
      '1: The DNS file must map record names to records, e.g. "www: { type: A, value: 192.0.2.10 }", but it holds a list.',
    ]);
    expect(problems('www: 192.0.2.1')).toEqual([
      '1: www must hold a record (type, ttl, value or values) or a list of records, not the string "192.0.2.1".',
    ]);
  });

  it('rejects absolute or malformed names, and allows wildcards and service labels', () => {
    expect(problems('www.example.com.: { type: A, value: 192.0.2.1 }')[0]).toMatch(
      /^1: Record name .* ends with a dot/,
    );
    expect(
      problems('x:\n  type: A\n  value: 192.0.2.1\n"bad name": { type: A, value: 192.0.2.1 }')[0],
    ).toMatch(/^4: Record name "bad name" is not a valid DNS name/);
    expect(problems('a.*: { type: A, value: 192.0.2.1 }')).toHaveLength(1);
    expect(
      problems('"*.dev": { type: A, value: 192.0.2.1 }\n_dmarc: { type: TXT, value: "v=DMARC1; p=none" }'),
    ).toEqual([]);
  });

  it('reports unknown keys, missing or unsupported types', () => {
    expect(problems('x:\n  type: A\n  vaule: 192.0.2.1')).toEqual([
      '3: Unknown key "vaule" in the record at x; use one of type, ttl, value, values, octodns.',
      '2: x A has no value; add "value:" (or "values:" with a list).',
    ]);
    expect(problems('x:\n  value: 192.0.2.1')).toEqual([
      '2: The record at x has no type; add "type:" with one of A, AAAA, CNAME, TXT, MX, SRV, CAA, NS.',
    ]);
    expect(problems('x:\n  type: PTR\n  value: a.example.com')).toEqual([
      '2: Record type the string "PTR" at x is not supported; use one of A, AAAA, CNAME, TXT, MX, SRV, CAA, NS.',
    ]);
  });

  it('checks the ttl range', () => {
    const ttl = (value: string) => problems(`x:\n  type: A\n  ttl: ${value}\n  value: 192.0.2.1`);
    expect(ttl('1')).toEqual([]);
    expect(ttl('604800')).toEqual([]);
    expect(ttl('0')).toEqual([
      '3: The ttl of x A is number 0; use whole seconds from 1 to 604800 (or leave it out for 3600).',
    ]);
    expect(ttl('604801')).toHaveLength(1);
    expect(ttl('1.5')).toHaveLength(1);
    expect(ttl('"300"')).toHaveLength(1);
  });

  it('wants exactly one of value and values, and a non-empty list', () => {
    expect(problems('x:\n  type: A\n  value: 192.0.2.1\n  values: [192.0.2.2]')).toEqual([
      '4: x A has both value and values; keep one (values for several).',
    ]);
    expect(problems('x:\n  type: A\n  values: []')).toEqual([
      '3: The values of x A must be a non-empty list, not a list.',
    ]);
    expect(problems('x:\n  type: A\n  values: 192.0.2.1')[0]).toMatch(
      /^3: The values of x A must be a non-empty list/,
    );
    expect(problems('x:\n  type: A\n  value:')).toEqual([
      '3: x A: a value is empty; fill it in or remove it.',
    ]);
  });

  it('reports a value listed twice, once canonical', () => {
    expect(problems('x:\n  type: AAAA\n  values:\n    - 2001:db8::1\n    - 2001:DB8:0::1')).toEqual([
      '5: x AAAA lists "2001:db8::1" twice (also at line 4); remove one.',
    ]);
  });

  it('reports every problem of the file at once, sorted, in one ConfigurationError', () => {
    const text =
      'a: { type: A, value: 1.2.3 }\nb: { type: AAAA, value: nope }\nc: { type: A, ttl: 0, value: 192.0.2.1 }';
    expect(() => readDnsFile(text, 'dns.yml')).toThrow(ValidationError);
    try {
      readDnsFile(text, 'dns.yml');
    } catch (error) {
      expect((error as ValidationError).issues.map((issue) => issue.line)).toEqual([1, 2, 3]);
      expect((error as Error).message).toMatch(
        /^dns\.yml has 3 problems; fix them all and re-run:\n {2}dns\.yml:1: /,
      );
    }
  });
});

describe('DNS file: values', () => {
  it('checks A and AAAA addresses and points IPv4/IPv6 mix-ups at the right type', () => {
    expect(problems(one('A', '192.0.2.256'))).toHaveLength(1);
    expect(problems(one('A', '2001:db8::1'))).toEqual([
      '3: x A: "2001:db8::1" is an IPv6 address; put it in an AAAA record, not an A record.',
    ]);
    expect(problems(one('AAAA', '192.0.2.1'))[0]).toMatch(/^3: x AAAA: .* put it in an A record/);
    expect(problems(one('AAAA', '2001:db8::g'))[0]).toMatch(/not an IPv6 address/);
    expect(valuesOf(one('AAAA', '2001:DB8:0:0::0:1'))).toEqual([['2001:db8::1']]);
  });

  it('checks CNAME, NS, MX and SRV host names', () => {
    expect(valuesOf(one('CNAME', 'Target.Example.com.'))).toEqual([['target.example.com']]);
    expect(problems(one('CNAME', '192.0.2.1'))[0]).toMatch(
      /^3: x CNAME: The CNAME target "192.0.2.1" is an IP address/,
    );
    expect(problems(one('CNAME', 'www'))).toEqual([
      '3: x CNAME: The CNAME target "www" is not fully qualified; write the whole name, e.g. www.example.com.',
    ]);
    expect(problems(one('CNAME', '-bad-.example.com'))[0]).toMatch(/is not a valid host name/);
    expect(problems('x:\n  type: CNAME\n  values: [a.example.com, b.example.com]')).toEqual([
      '3: x CNAME has 2 values, but a CNAME points at exactly one name.',
    ]);
    expect(problems(one('NS', 'ns1'))[0]).toMatch(
      /^3: x NS: The NS name server "ns1" is not fully qualified/,
    );
    expect(valuesOf(one('NS', 'NS1.example.net.'))).toEqual([['ns1.example.net']]);
  });

  it('allows no CNAME at the apex and none beside other records', () => {
    expect(problems("'@': { type: CNAME, value: example.net }")[0]).toMatch(
      /^1: A CNAME cannot be at the zone apex/,
    );
    expect(
      problems(
        'www:\n  - type: A\n    value: 192.0.2.1\n  - type: CNAME\n    value: example.net\n  - { type: TXT, value: t }',
      ),
    ).toEqual([
      '4: www has a CNAME and other records (A at line 2, TXT at line 6); a CNAME must be the only record at its name, so remove one or the other.',
    ]);
  });

  it('checks MX preferences and exchanges, allowing the null MX', () => {
    const mx = (value: string) => problems(`x:\n  type: MX\n  value: ${value}`);
    expect(mx('{ preference: 65536, exchange: mail.example.com }')).toEqual([
      '3: x MX: The MX preference must be a whole number from 0 to 65535, not 65536.',
    ]);
    expect(mx('{ preference: -1, exchange: mail.example.com }')).toHaveLength(1);
    expect(mx('{ preference: 10 }')[0]).toMatch(/The MX exchange must be a host name/);
    expect(mx('{ preference: 10, exchange: mail.example.com, weight: 1 }')[0]).toMatch(
      /Unknown MX field "weight"/,
    );
    expect(mx('mail.example.com')[0]).toMatch(/An MX value needs `preference`/);
    expect(valuesOf('x:\n  type: MX\n  value: { preference: 0, exchange: . }')).toEqual([['0 .']]);
    expect(valuesOf('x:\n  type: MX\n  value: 10 Mail.example.com.')).toEqual([['10 mail.example.com']]);
  });

  it('checks SRV numbers, targets and the _service._proto name', () => {
    const srv = (name: string, value: string) => problems(`${name}:\n  type: SRV\n  value: ${value}`);
    const good = '{ priority: 10, weight: 5, port: 5060, target: sip.example.com }';
    expect(srv('_sip._tcp', good)).toEqual([]);
    expect(srv('_sip._tcp.office', good)).toEqual([]);
    expect(srv('sip', good)).toEqual([
      '2: SRV record name "sip" must start with _service._protocol, e.g. _sip._tcp or _sip._tcp.office.',
    ]);
    expect(srv('_sip._tcp', good.replace('5060', '70000'))).toEqual([
      '3: _sip._tcp SRV: The SRV port must be a whole number from 0 to 65535, not 70000.',
    ]);
    expect(srv('_sip._tcp', '{ priority: 1, weight: 1, port: 1 }')[0]).toMatch(
      /The SRV target must be a host name/,
    );
    expect(valuesOf(`_sip._udp:\n  type: SRV\n  value: ${good}`)).toEqual([['10 5 5060 sip.example.com']]);
  });

  it('checks CAA flags, tags and values', () => {
    const caa = (value: string) => problems(`x:\n  type: CAA\n  value: ${value}`);
    expect(
      valuesOf(
        'x:\n  type: CAA\n  values:\n    - { tag: issue, value: letsencrypt.org }\n    - { flags: 128, tag: issuewild, value: ";" }',
      ),
    ).toEqual([['0 issue "letsencrypt.org"', '128 issuewild ";"']]);
    expect(caa('{ tag: issue, value: "ca.example.net; account=123" }')).toEqual([]);
    expect(caa('{ tag: iodef, value: "mailto:security@example.com" }')).toEqual([]);
    expect(caa('{ tag: contactemail, value: a@example.com }')).toEqual([
      '3: x CAA: CAA tag "contactemail" is not supported; use issue, issuewild or iodef.',
    ]);
    expect(caa('{ flags: 256, tag: issue, value: letsencrypt.org }')[0]).toMatch(
      /CAA flags must be a whole number from 0 to 255/,
    );
    expect(caa('{ tag: iodef, value: security@example.com }')[0]).toMatch(
      /must be a mailto: or http\(s\):\/\/ URL/,
    );
    expect(caa('{ tag: issue, value: "not a domain" }')[0]).toMatch(/CAA issuer domain/);
    expect(caa('{ value: letsencrypt.org }')[0]).toMatch(/A CAA value needs `tag`/);
  });

  it('keeps TXT as plain text: \\; unescaped, quoted chunks joined, long values allowed up to the limit', () => {
    const long = 'p='.padEnd(600, 'A');
    expect(
      valuesOf(
        `x:\n  type: TXT\n  values:\n    - 'v=spf1 -all \\; x'\n    - '"v=DKIM1; k=rsa; " "p=MIIB"'\n    - '${long}'\n    - 'say "hi"'`,
      ),
    ).toEqual([['v=spf1 -all ; x', 'v=DKIM1; k=rsa; p=MIIB', long, 'say "hi"']]);
    expect(problems(`x:\n  type: TXT\n  value: '${'a'.repeat(MAX_TXT_BYTES + 1)}'`)).toEqual([
      `3: x TXT: The TXT value is ${MAX_TXT_BYTES + 1} bytes long, over the 4096-byte limit; shorten it or split it into several values.`,
    ]);
    expect(problems('x:\n  type: TXT\n  value: 12345')).toEqual([
      '3: x TXT: A TXT value must be a string, not 12345; quote it in the file.',
    ]);
  });
});

describe('DNS file: YAML anchors', () => {
  it('follows aliases for values and records, pointing at where the alias is used', () => {
    const text = [
      'web: &web',
      '  type: A',
      '  values: &addresses [192.0.2.1, 192.0.2.2]',
      'www: *web',
      'api:',
      '  type: A',
      '  ttl: 60',
      '  values: *addresses',
    ].join('\n');
    expect(valuesOf(text)).toEqual([
      ['192.0.2.1', '192.0.2.2'],
      ['192.0.2.1', '192.0.2.2'],
      ['192.0.2.1', '192.0.2.2'],
    ]);
    expect(problems('bad: &bad 1.2.3\nx:\n  type: A\n  value: *bad')).toEqual([
      '1: bad must hold a record (type, ttl, value or values) or a list of records, not the string "1.2.3".',
      '4: x A: "1.2.3" is not an IPv4 address; A records take addresses like 192.0.2.10.',
    ]);
  });
});
