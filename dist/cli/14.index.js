export const id = 14;
export const ids = [14];
export const modules = {

/***/ 97014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/api/request-check.ts + 1 modules
var request_check = __webpack_require__(38597);
// EXTERNAL MODULE: ./src/api/decode.ts
var decode = __webpack_require__(97364);
// EXTERNAL MODULE: ./src/api/resources/operation.ts + 1 modules
var operation = __webpack_require__(38424);
// EXTERNAL MODULE: ./src/api/resources/records.ts
var records = __webpack_require__(87512);
;// CONCATENATED MODULE: ./src/api/resources/dns.ts



const toDnsZone = (0,records/* recordDecoder */.S0)(['zoneId'], (raw) => ({
    name: (0,decode/* stringField */.OM)(raw, 'name', 'domain', 'zone'),
}));
function valuesOf(raw) {
    const list = (0,decode/* field */.ZZ)(raw, 'values', 'records', 'contents');
    if (Array.isArray(list))
        return list.map(String);
    const single = (0,decode/* stringField */.OM)(raw, 'value', 'content', 'data', 'target', 'rdata');
    return single === undefined ? [] : [single];
}
function toDnsRecord(value, fallbackId) {
    const raw = (0,records/* asRecord */.qY)(value);
    return {
        id: (0,records/* idOf */.TH)(raw, 'recordId') ?? fallbackId ?? '',
        values: valuesOf(raw),
        raw,
        ...(0,records/* defined */.sw)({
            name: (0,decode/* stringField */.OM)(raw, 'name', 'host', 'hostname'),
            type: (0,decode/* stringField */.OM)(raw, 'type', 'recordType')?.toUpperCase(),
            ttl: (0,decode/* numberField */.sJ)(raw, 'ttl'),
            priority: (0,decode/* numberField */.sJ)(raw, 'priority', 'preference'),
        }),
    };
}
const listDnsZones = (0,operation/* listing */.RR)('listDnsZones', toDnsZone);
/** The body is e.g. `{ name: "example.com" }`. */
const createDnsZone = (0,operation/* endpoint */.sR)('createDnsZone', (0,operation/* createWithId */.mq)(toDnsZone, 'DNS zone'));
const getDnsZone = (0,operation/* endpoint */.sR)('getDnsZone', (0,operation/* readById */.T9)(toDnsZone));
const deleteDnsZone = (0,operation/* endpoint */.sR)('deleteDnsZone');
const listDnsRecords = (0,operation/* listing */.RR)('listDnsRecords', toDnsRecord);
/** `record` is e.g. `{ name, type, ttl, values }`: src/sync/dns owns the exact body. */
const createDnsRecord = (0,operation/* endpoint */.sR)('createDnsRecord', {
    body: (record) => record,
    decode: toDnsRecord,
});
const updateDnsRecord = (0,operation/* endpoint */.sR)('updateDnsRecord', (0,operation/* updateById */.EL)(toDnsRecord));
const deleteDnsRecord = (0,operation/* endpoint */.sR)('deleteDnsRecord');

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/sync/validation.ts
var validation = __webpack_require__(8152);
// EXTERNAL MODULE: ./src/sync/yaml-source.ts + 1 modules
var yaml_source = __webpack_require__(19986);
// EXTERNAL MODULE: ./src/sync/checked.ts
var checked = __webpack_require__(12506);
;// CONCATENATED MODULE: ./src/sync/dns/names.ts

/**
 * Record names and target host names. Names are case-insensitive in DNS, so both are lower-cased;
 * underscores are allowed because service labels (_dmarc, _sip._tcp, DKIM selectors) need them.
 */
const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;
const MAX_NAME_LENGTH = 253;
/** A record name from the file's keys: relative to the zone, '' or '@' for the apex, `*` leftmost. */
function checkRecordName(raw) {
    const name = raw.trim().toLowerCase();
    if (name === '' || name === '@')
        return (0,checked/* valid */.r)('');
    if (name.endsWith('.')) {
        return (0,checked/* invalid */.G)(`Record name "${raw}" ends with a dot; names are relative to the zone, so write "www" for www.<zone> and '@' for the zone itself.`);
    }
    const labels = name.split('.');
    const badLabel = labels.find((label, index) => !(label === '*' && index === 0) && !LABEL.test(label));
    if (badLabel !== undefined || name.length > MAX_NAME_LENGTH) {
        return (0,checked/* invalid */.G)(`Record name "${raw}" is not a valid DNS name; use labels of 1-63 letters, digits, hyphens or underscores separated by dots (a "*" may only be the first label).`);
    }
    return (0,checked/* valid */.r)(name);
}
/**
 * A fully qualified host name; the trailing dot is optional and dropped, since the platform API takes
 * names without it. A single label is refused: it is nearly always a name meant relative to the zone.
 */
function checkHostname(raw, rules) {
    if (typeof raw !== 'string' || raw.trim() === '') {
        return (0,checked/* invalid */.G)(`The ${rules.role} must be a host name such as host.example.com.`);
    }
    const text = raw.trim().toLowerCase();
    if (text === '.') {
        return rules.allowRoot ? (0,checked/* valid */.r)('.') : (0,checked/* invalid */.G)(`The ${rules.role} cannot be "."; give a host name.`);
    }
    const name = text.endsWith('.') ? text.slice(0, -1) : text;
    const labels = name.split('.');
    if (/^[0-9.]+$/.test(name) || name.includes(':')) {
        return (0,checked/* invalid */.G)(`The ${rules.role} "${raw}" is an IP address, but it must be a host name; point it at a name, or use an A/AAAA record.`);
    }
    if (name.length > MAX_NAME_LENGTH || !labels.every((label) => LABEL.test(label))) {
        return (0,checked/* invalid */.G)(`The ${rules.role} "${raw}" is not a valid host name; use letters, digits and hyphens in dot-separated labels, like host.example.com.`);
    }
    if (labels.length < 2) {
        return (0,checked/* invalid */.G)(`The ${rules.role} "${raw}" is not fully qualified; write the whole name, e.g. ${name}.example.com.`);
    }
    return (0,checked/* valid */.r)(name);
}

;// CONCATENATED MODULE: ./src/sync/dns/record.ts
const DNS_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'TXT', 'MX', 'SRV', 'CAA', 'NS'];
const DEFAULT_TTL = 3600;
const MIN_TTL = 1;
/** One week, as octoDNS and most providers cap it. */
const MAX_TTL = 604_800;
function isDnsRecordType(type) {
    return DNS_RECORD_TYPES.includes(type);
}
/** '@' for the apex, as zone files and dashboards show it. */
function displayName(name) {
    return name === '' ? '@' : name;
}
function dnsRecordKey(record) {
    return `${displayName(record.name)} ${record.type}`;
}
/** Values are a set: order in the file or in the platform's answer means nothing. */
function sameValues(a, b) {
    const left = new Set(a);
    const right = new Set(b);
    return left.size === right.size && [...left].every((value) => right.has(value));
}
function dnsRecordsEqual(desired, current) {
    const ttlMatches = current.ttl === undefined || current.ttl === desired.ttl;
    return ttlMatches && sameValues(desired.values, current.values);
}
function describeDnsRecord(record) {
    const values = [...record.values].sort().join(', ');
    return record.ttl === undefined ? values : `${values} (ttl ${record.ttl})`;
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
;// CONCATENATED MODULE: ./src/sync/dns/txt.ts

/**
 * Longest TXT value accepted, in bytes. DNS stores TXT data as strings of at most 255 bytes; longer
 * values (2048-bit DKIM keys) are split into such strings by the platform, so length up to here is
 * fine. Beyond it answers stop fitting comfortably in a DNS message, and the value is likely a mistake
 * (a whole file pasted in).
 */
const MAX_TXT_BYTES = 4096;
const CHUNKED = /^\s*"(?:[^"\\]|\\.)*"(?:\s+"(?:[^"\\]|\\.)*")*\s*$/;
const CHUNK = /"((?:[^"\\]|\\.)*)"/g;
/**
 * TXT values are the plain text the record should hold. Two zone-file habits are accepted so values
 * copied from octoDNS or a DNS dashboard keep working: `\;` (octoDNS escapes semicolons) reads as `;`,
 * and a value made only of quoted chunks ("v=DKIM1; " "p=MIIB...") is joined into one string.
 */
function checkTxtValue(raw) {
    if (typeof raw !== 'string') {
        return (0,checked/* invalid */.G)(`A TXT value must be a string, not ${JSON.stringify(raw) ?? 'nothing'}; quote it in the file.`);
    }
    const text = (CHUNKED.test(raw) ? joinChunks(raw) : raw).replace(/\\;/g, ';');
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > MAX_TXT_BYTES) {
        return (0,checked/* invalid */.G)(`The TXT value is ${bytes} bytes long, over the ${MAX_TXT_BYTES}-byte limit; shorten it or split it into several values.`);
    }
    return (0,checked/* valid */.r)(text);
}
function joinChunks(text) {
    return [...text.matchAll(CHUNK)].map((match) => (match[1] ?? '').replace(/\\(.)/g, '$1')).join('');
}

;// CONCATENATED MODULE: ./src/sync/dns/values.ts




/**
 * Turns one declared (or platform) value into its canonical text, the form stored in DnsRecord.values
 * and compared as a set: A as given, AAAA compressed lower-case, host names lower-case without the
 * trailing dot, MX "preference exchange", SRV "priority weight port target", CAA `flags tag "value"`.
 * Structured types also accept that text form, so platform values decode through the same code.
 */
function checkDnsValue(type, raw) {
    switch (type) {
        case 'A':
            return checkIPv4(raw);
        case 'AAAA':
            return checkIPv6(raw);
        case 'CNAME':
            return checkHostname(raw, { role: 'CNAME target' });
        case 'NS':
            return checkHostname(raw, { role: 'NS name server' });
        case 'TXT':
            return checkTxtValue(raw);
        case 'MX':
            return checkMx(raw);
        case 'SRV':
            return checkSrv(raw);
        case 'CAA':
            return checkCaa(raw);
    }
}
function checkIPv4(raw) {
    const text = typeof raw === 'string' ? raw.trim() : '';
    if ((0,external_node_net_.isIPv4)(text))
        return (0,checked/* valid */.r)(text);
    if ((0,external_node_net_.isIPv6)(text))
        return (0,checked/* invalid */.G)(`"${text}" is an IPv6 address; put it in an AAAA record, not an A record.`);
    return (0,checked/* invalid */.G)(`"${String(raw)}" is not an IPv4 address; A records take addresses like 192.0.2.10.`);
}
function checkIPv6(raw) {
    const text = typeof raw === 'string' ? raw.trim() : '';
    // The URL parser prints the compressed, lower-case form, so 2001:DB8:0::1 and 2001:db8::1 compare equal.
    if ((0,external_node_net_.isIPv6)(text))
        return (0,checked/* valid */.r)(new URL(`http://[${text}]/`).hostname.slice(1, -1));
    if ((0,external_node_net_.isIPv4)(text))
        return (0,checked/* invalid */.G)(`"${text}" is an IPv4 address; put it in an A record, not an AAAA record.`);
    return (0,checked/* invalid */.G)(`"${String(raw)}" is not an IPv6 address; AAAA records take addresses like 2001:db8::10.`);
}
function checkMx(raw) {
    const fields = fieldsOf(raw, ['preference', 'exchange']);
    const unknown = unknownField(fields, ['preference', 'priority', 'exchange', 'value'], 'MX');
    if (unknown !== undefined)
        return (0,checked/* invalid */.G)(unknown);
    if (fields === undefined) {
        return (0,checked/* invalid */.G)('An MX value needs `preference` (or `priority`) and `exchange` (or `value`), e.g. { preference: 10, exchange: mail.example.com }.');
    }
    const preference = checkNumber(fields.preference ?? fields.priority, 'MX preference', 65_535);
    if (!preference.ok)
        return preference;
    const exchange = checkHostname(fields.exchange ?? fields.value, { role: 'MX exchange', allowRoot: true });
    if (!exchange.ok)
        return exchange;
    return (0,checked/* valid */.r)(`${preference.value} ${exchange.value}`);
}
function checkSrv(raw) {
    const fields = fieldsOf(raw, ['priority', 'weight', 'port', 'target']);
    const unknown = unknownField(fields, ['priority', 'weight', 'port', 'target'], 'SRV');
    if (unknown !== undefined)
        return (0,checked/* invalid */.G)(unknown);
    if (fields === undefined) {
        return (0,checked/* invalid */.G)('An SRV value needs `priority`, `weight`, `port` and `target`, e.g. { priority: 10, weight: 5, port: 5060, target: sip.example.com }.');
    }
    const numbers = [];
    for (const field of ['priority', 'weight', 'port']) {
        const checked = checkNumber(fields[field], `SRV ${field}`, 65_535);
        if (!checked.ok)
            return checked;
        numbers.push(checked.value);
    }
    const target = checkHostname(fields.target, { role: 'SRV target', allowRoot: true });
    if (!target.ok)
        return target;
    return (0,checked/* valid */.r)(`${numbers.join(' ')} ${target.value}`);
}
const CAA_TAGS = ['issue', 'issuewild', 'iodef'];
function checkCaa(raw) {
    const fields = typeof raw === 'string' ? caaTextFields(raw) : fieldsOf(raw, []);
    const unknown = unknownField(fields, ['flags', 'tag', 'value'], 'CAA');
    if (unknown !== undefined)
        return (0,checked/* invalid */.G)(unknown);
    if (fields === undefined || fields.tag === undefined) {
        return (0,checked/* invalid */.G)('A CAA value needs `tag` and `value` (and optionally `flags`), e.g. { tag: issue, value: letsencrypt.org }.');
    }
    const flags = checkNumber(fields.flags ?? 0, 'CAA flags', 255);
    if (!flags.ok)
        return flags;
    const tag = String(fields.tag).toLowerCase();
    if (!CAA_TAGS.includes(tag))
        return (0,checked/* invalid */.G)(`CAA tag "${String(fields.tag)}" is not supported; use issue, issuewild or iodef.`);
    const value = typeof fields.value === 'string' ? fields.value.trim() : undefined;
    if (value === undefined)
        return (0,checked/* invalid */.G)(`The CAA ${tag} value must be a string.`);
    const problem = tag === 'iodef' ? iodefProblem(value) : issuerProblem(value);
    return problem === undefined ? (0,checked/* valid */.r)(`${flags.value} ${tag} "${value}"`) : (0,checked/* invalid */.G)(problem);
}
/** `issue` takes a CA domain, optionally with `; key=value` parameters, or ";" alone to forbid issuance. */
function issuerProblem(value) {
    const domain = value.split(';')[0]?.trim() ?? '';
    if (domain === '')
        return undefined;
    const checked = checkHostname(domain, { role: 'CAA issuer domain' });
    return checked.ok ? undefined : checked.error;
}
function iodefProblem(value) {
    if (/^mailto:[^@\s]+@[^@\s]+$/.test(value) || /^https?:\/\/\S+$/.test(value))
        return undefined;
    return `The CAA iodef value "${value}" must be a mailto: or http(s):// URL where violations are reported.`;
}
/** Splits the zone-file text form `0 issue "letsencrypt.org"` that platforms commonly return. */
function caaTextFields(text) {
    const match = /^\s*(\d+)\s+([A-Za-z0-9]+)\s+(?:"((?:[^"\\]|\\.)*)"|(\S*))\s*$/.exec(text);
    if (match === null)
        return undefined;
    return { flags: Number(match[1]), tag: match[2], value: match[3] ?? match[4] ?? '' };
}
/** Object form as is; text form ("10 mail.example.com") split into the named fields in order. */
function fieldsOf(raw, order) {
    if (typeof raw === 'string' && order.length > 0) {
        const parts = raw.trim().split(/\s+/);
        if (parts.length !== order.length)
            return undefined;
        return Object.fromEntries(order.map((field, index) => [field, numeric(parts[index] ?? '')]));
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
        return undefined;
    return raw;
}
function unknownField(fields, known, type) {
    const extra = Object.keys(fields ?? {}).find((key) => !known.includes(key));
    return extra === undefined ? undefined : `Unknown ${type} field "${extra}"; use ${known.join(', ')}.`;
}
function numeric(text) {
    return /^\d+$/.test(text) ? Number(text) : text;
}
function checkNumber(raw, what, max) {
    if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 && raw <= max)
        return (0,checked/* valid */.r)(raw);
    return (0,checked/* invalid */.G)(`The ${what} must be a whole number from 0 to ${max}, not ${JSON.stringify(raw) ?? 'nothing'}.`);
}

;// CONCATENATED MODULE: ./src/sync/dns/zone-rules.ts


/** SRV owner names are `_service._proto`, optionally under a sub-name (RFC 2782). */
const SRV_NAME = /^_[a-z0-9-]+\._[a-z0-9-]+(?:\.|$)/;
/** Rules that span records: one set per (name, type), and a CNAME alone at its name and off the apex. */
function zoneIssues(heads) {
    const issues = [];
    const firstByKey = new Map();
    for (const head of heads) {
        const key = `${head.name} ${head.type}`;
        const first = firstByKey.get(key);
        if (first === undefined)
            firstByKey.set(key, head);
        else {
            issues.push((0,validation/* issueAt */.NC)(head.source, `${displayName(head.name)} has a second ${head.type} record (the first is at line ${first.source.line}); put all ${head.type} values of a name in one record's values list.`));
        }
        if (head.type === 'SRV' && !SRV_NAME.test(head.name)) {
            issues.push((0,validation/* issueAt */.NC)(head.source, `SRV record name "${displayName(head.name)}" must start with _service._protocol, e.g. _sip._tcp or _sip._tcp.office.`));
        }
    }
    const othersByName = new Map();
    for (const head of heads) {
        if (head.type === 'CNAME')
            continue;
        const group = othersByName.get(head.name);
        if (group === undefined)
            othersByName.set(head.name, [head]);
        else
            group.push(head);
    }
    for (const cname of heads.filter((head) => head.type === 'CNAME')) {
        if (cname.name === '') {
            issues.push((0,validation/* issueAt */.NC)(cname.source, 'A CNAME cannot be at the zone apex (@), where the zone needs its NS and SOA records; use A/AAAA records there instead.'));
            continue;
        }
        // Indexed by name: comparing every CNAME with every record took seconds for a large zone.
        const others = othersByName.get(cname.name) ?? [];
        if (others.length > 0) {
            const listed = others.map((other) => `${other.type} at line ${other.source.line}`).join(', ');
            issues.push((0,validation/* issueAt */.NC)(cname.source, `${cname.name} has a CNAME and other records (${listed}); a CNAME must be the only record at its name, so remove one or the other.`));
        }
    }
    return issues;
}

;// CONCATENATED MODULE: ./src/sync/dns/file.ts







/** Reads a records file (octoDNS-style YAML, or JSON) and throws every problem at once. */
function readDnsFile(text, file) {
    const { records, issues } = parseDnsFile(text, file);
    (0,validation/* throwIfIssues */.AR)(issues);
    return [...records];
}
function parseDnsFile(text, file) {
    const source = (0,yaml_source/* parseSource */.PJ)(text, file);
    if (source.issues.length > 0)
        return { records: [], issues: source.issues };
    const { root } = source;
    if (root === null || ((0,dist/* isScalar */.jn)(root) && root.value === null))
        return { records: [], issues: [] };
    if (!(0,dist/* isMap */.jh)(root)) {
        const message = `The DNS file must map record names to records, e.g. "www: { type: A, value: 192.0.2.10 }", but it holds ${(0,yaml_source/* shapeOf */.F5)(root)}.`;
        return { records: [], issues: [(0,validation/* issueAt */.NC)(source.at(root), message)] };
    }
    const records = [];
    const heads = [];
    const issues = [];
    for (const entry of (0,yaml_source/* entriesOf */.Mc)(source, root, source.at(root))) {
        const name = checkRecordName(entry.key);
        if (!name.ok) {
            issues.push((0,validation/* issueAt */.NC)(entry.keyAt, name.error));
            continue;
        }
        for (const [node, at] of recordNodes(source, entry, issues)) {
            const parsed = parseRecord(source, name.value, node, at);
            issues.push(...parsed.issues);
            if (parsed.head !== undefined)
                heads.push(parsed.head);
            if (parsed.record !== undefined)
                records.push(parsed.record);
        }
    }
    issues.push(...zoneIssues(heads));
    return { records: issues.length === 0 ? records : [], issues };
}
/** A name holds one record or a list of them (one per type). */
function recordNodes(source, entry, issues) {
    const items = (0,dist/* isSeq */.oP)(entry.value)
        ? (0,yaml_source/* itemsOf */.S3)(source, entry.value, entry.valueAt)
        : [{ node: entry.value, at: entry.valueAt }];
    const maps = [];
    for (const { node, at } of items) {
        if ((0,dist/* isMap */.jh)(node))
            maps.push([node, at]);
        else {
            issues.push((0,validation/* issueAt */.NC)(at, `${displayName(entry.key.trim())} must hold a record (type, ttl, value or values) or a list of records, not ${(0,yaml_source/* shapeOf */.F5)(node)}.`));
        }
    }
    return maps;
}
const RECORD_KEYS = ['type', 'ttl', 'value', 'values', 'octodns'];
function parseRecord(source, name, node, at) {
    const entries = (0,yaml_source/* entriesOf */.Mc)(source, node, at);
    const field = (key) => entries.find((entry) => entry.key === key);
    const label = displayName(name);
    const issues = (0,yaml_source/* unknownKeyIssues */.yO)(entries, RECORD_KEYS, `the record at ${label}`);
    const type = checkType(field('type'), label, at);
    if (!isTypeOk(type))
        return { issues: [...issues, type] };
    const ttl = checkTtl(field('ttl'), `${label} ${type}`);
    if (typeof ttl !== 'number')
        issues.push(ttl);
    const values = checkValues(source, field('value'), field('values'), type, `${label} ${type}`, at);
    const head = { name, type, source: at };
    if (!Array.isArray(values))
        return { head, issues: [...issues, ...values.issues] };
    if (issues.length > 0 || typeof ttl !== 'number')
        return { head, issues };
    return { head, issues, record: { name, type, ttl, values, source: at } };
}
function isTypeOk(type) {
    return typeof type === 'string';
}
function checkType(entry, label, at) {
    const supported = DNS_RECORD_TYPES.join(', ');
    if (entry === undefined)
        return (0,validation/* issueAt */.NC)(at, `The record at ${label} has no type; add "type:" with one of ${supported}.`);
    const raw = (0,yaml_source/* scalarOf */.ol)(entry.value);
    const type = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
    if (isDnsRecordType(type))
        return type;
    return (0,validation/* issueAt */.NC)(entry.valueAt, `Record type ${(0,yaml_source/* shapeOf */.F5)(entry.value)} at ${label} is not supported; use one of ${supported}.`);
}
function checkTtl(entry, label) {
    if (entry === undefined)
        return DEFAULT_TTL;
    const ttl = (0,yaml_source/* scalarOf */.ol)(entry.value);
    if (typeof ttl === 'number' && Number.isInteger(ttl) && ttl >= MIN_TTL && ttl <= MAX_TTL)
        return ttl;
    return (0,validation/* issueAt */.NC)(entry.valueAt, `The ttl of ${label} is ${(0,yaml_source/* shapeOf */.F5)(entry.value)}; use whole seconds from ${MIN_TTL} to ${MAX_TTL} (or leave it out for ${DEFAULT_TTL}).`);
}
function checkValues(source, value, values, type, label, at) {
    if (value !== undefined && values !== undefined) {
        return {
            issues: [(0,validation/* issueAt */.NC)(values.keyAt, `${label} has both value and values; keep one (values for several).`)],
        };
    }
    const given = value ?? values;
    if (given === undefined)
        return { issues: [(0,validation/* issueAt */.NC)(at, `${label} has no value; add "value:" (or "values:" with a list).`)] };
    const items = valueItems(source, given, value === undefined);
    if (items === undefined) {
        return {
            issues: [
                (0,validation/* issueAt */.NC)(given.valueAt, `The values of ${label} must be a non-empty list, not ${(0,yaml_source/* shapeOf */.F5)(given.value)}.`),
            ],
        };
    }
    if (type === 'CNAME' && items.length > 1) {
        return {
            issues: [
                (0,validation/* issueAt */.NC)(given.valueAt, `${label} has ${items.length} values, but a CNAME points at exactly one name.`),
            ],
        };
    }
    const issues = [];
    const seen = new Map();
    for (const { node, at: itemAt } of items) {
        const plain = source.plain(node);
        const checked = plain === null ? invalidEmpty : checkDnsValue(type, plain);
        if (!checked.ok)
            issues.push((0,validation/* issueAt */.NC)(itemAt, `${label}: ${checked.error}`));
        else if (seen.has(checked.value)) {
            issues.push((0,validation/* issueAt */.NC)(itemAt, `${label} lists "${checked.value}" twice (also at line ${seen.get(checked.value)?.line}); remove one.`));
        }
        else
            seen.set(checked.value, itemAt);
    }
    return issues.length > 0 ? { issues } : [...seen.keys()];
}
const invalidEmpty = { ok: false, error: 'a value is empty; fill it in or remove it.' };
function valueItems(source, entry, isList) {
    if (!isList)
        return [{ node: entry.value, at: entry.valueAt }];
    if (!(0,dist/* isSeq */.oP)(entry.value) || entry.value.items.length === 0)
        return undefined;
    return (0,yaml_source/* itemsOf */.S3)(source, entry.value, entry.valueAt);
}

;// CONCATENATED MODULE: ./src/sync/dns/platform-body.ts
function hasPriorityField(type) {
    return type === 'MX' || type === 'SRV';
}
/**
 * The platform records one record set becomes: the one place that knows the platform's record shape.
 * An MX or SRV set becomes one record per distinct priority, lowest first.
 */
function toPlatformDnsRecords(record) {
    const common = { name: record.name === '' ? '@' : record.name, type: record.type, ttl: record.ttl };
    if (!hasPriorityField(record.type)) {
        const values = [...record.values];
        return [{ ...common, values, value: values[0] ?? '' }];
    }
    const byPriority = new Map();
    for (const value of record.values) {
        const [priority = '0', ...rest] = value.split(' ');
        const group = byPriority.get(Number(priority)) ?? [];
        group.push(rest.join(' '));
        byPriority.set(Number(priority), group);
    }
    return [...byPriority]
        .sort(([a], [b]) => a - b)
        .map(([priority, values]) => ({ ...common, values, value: values[0] ?? '', priority }));
}

;// CONCATENATED MODULE: ./src/sync/dns/platform.ts




/**
 * Reads the platform's record list tolerantly (name/host, value/values/content/data, priority,
 * snake or camel case). Records of one (name, type) are merged into one set, so a platform that stores
 * a record per value syncs like one that stores sets. SOA and types this sync does not manage are
 * returned as ignored, never planned, so they are never pruned.
 */
function decodePlatformDnsRecords(raws, zoneName) {
    const merged = new Map();
    const ignored = [];
    for (const raw of raws) {
        const decoded = decodeOne(raw, zoneName);
        if (typeof decoded === 'string') {
            ignored.push({ raw, reason: decoded });
            continue;
        }
        const key = dnsRecordKey(decoded);
        const earlier = merged.get(key);
        merged.set(key, earlier === undefined ? decoded : mergeSets(earlier, decoded));
    }
    return { records: [...merged.values()], ignored };
}
function mergeSets(a, b) {
    return {
        ...a,
        ttl: a.ttl ?? b.ttl,
        values: [...new Set([...a.values, ...b.values])],
        parts: [...a.parts, ...b.parts],
    };
}
function decodeOne(raw, zoneName) {
    if (typeof raw !== 'object' || raw === null)
        return 'not an object';
    const fields = raw;
    const type = platform_text(pick(fields, 'type', 'record_type', 'recordType'))?.toUpperCase() ?? '';
    if (!isDnsRecordType(type))
        return `type ${type || '(none)'} is not synced`;
    const id = platform_text(pick(fields, 'id', 'recordId', 'record_id', 'uuid'));
    if (id === undefined)
        return 'it has no id';
    const name = relativeName(platform_text(pick(fields, 'name', 'host', 'hostname', 'subdomain')) ?? '', zoneName);
    if (name === undefined)
        return 'its name is not a valid record name';
    const values = [];
    for (const value of rawValues(fields, type)) {
        const checked = checkDnsValue(type, value);
        if (!checked.ok)
            return `value ${JSON.stringify(value)} cannot be read (${checked.error})`;
        values.push(checked.value);
    }
    const ttl = Number(pick(fields, 'ttl', 'TTL'));
    const priority = hasPriorityField(type) ? Number(values[0]?.split(' ')[0]) : undefined;
    return {
        name,
        type,
        ttl: Number.isInteger(ttl) && ttl > 0 ? ttl : undefined,
        values: [...new Set(values)],
        parts: [{ id, priority }],
    };
}
/** Values as the platform gives them, with a separate MX/SRV priority folded into the text form. */
function rawValues(fields, type) {
    const many = pick(fields, 'values', 'records', 'contents');
    const one = pick(fields, 'value', 'content', 'data', 'target');
    const list = Array.isArray(many) && many.length > 0 ? many : one === undefined || one === null ? [] : [one];
    const priority = pick(fields, 'priority', 'preference', 'prio');
    if (!hasPriorityField(type) || priority === undefined || priority === null)
        return list;
    const needed = type === 'MX' ? 2 : 4;
    return list.map((value) => typeof value === 'string' && value.trim().split(/\s+/).length === needed - 1
        ? `${String(priority)} ${value}`
        : value);
}
/** The platform may answer '@', '', the full name, or the full name with a dot; the file uses relative. */
function relativeName(name, zoneName) {
    let relative = name.trim().toLowerCase().replace(/\.$/, '');
    const zone = zoneName?.trim().toLowerCase().replace(/\.$/, '');
    if (zone !== undefined && zone !== '') {
        if (relative === zone)
            relative = '';
        else if (relative.endsWith(`.${zone}`))
            relative = relative.slice(0, -zone.length - 1);
    }
    const checked = checkRecordName(relative);
    return checked.ok ? checked.value : undefined;
}
function pick(fields, ...names) {
    for (const name of names)
        if (fields[name] !== undefined)
            return fields[name];
    return undefined;
}
function platform_text(value) {
    if (typeof value === 'string')
        return value;
    if (typeof value === 'number')
        return String(value);
    return undefined;
}

;// CONCATENATED MODULE: ./src/sync/dns/provider.ts


/**
 * DNS record sets of one zone, keyed `name type`. A CNAME shares its name with nothing, so deleting one
 * frees the name for other types and deleting other types frees it for a CNAME; the engine uses that
 * to delete before creating when a name changes type. Apex NS records hold the zone's delegation: any
 * change to them needs `force`, and they are never pruned when the file does not declare them.
 */
function dnsRecordProvider(writer, zone) {
    return {
        kind: 'DNS record',
        keyOfDesired: dnsRecordKey,
        keyOfCurrent: dnsRecordKey,
        equals: dnsRecordsEqual,
        describe: describeDnsRecord,
        label: (record) => ({ name: displayName(record.name), detail: record.type }),
        detailHeading: 'Type',
        freesName: (current) => [nameSide(current.name, current.type === 'CNAME')],
        needsName: (desired) => [nameSide(desired.name, desired.type !== 'CNAME')],
        requiresForce: apexNsReason,
        keepWhenUndeclared: (current) => isApexNs(current),
        create: async (desired, signal) => {
            for (const body of toPlatformDnsRecords(desired))
                await writer.createRecord(zone.id, body, signal);
        },
        update: async (desired, current, signal) => {
            const unused = [...current.parts];
            for (const body of toPlatformDnsRecords(desired)) {
                // Reuse the platform record of the same priority, so an unchanged MX host is not recreated.
                const index = unused.findIndex((part) => part.priority === body.priority);
                const [reused] = index >= 0 ? unused.splice(index, 1) : [];
                if (reused === undefined)
                    await writer.createRecord(zone.id, body, signal);
                else
                    await writer.updateRecord(zone.id, reused.id, body, signal);
            }
            // Removed last, so the set never has fewer answers than it needs mid-way.
            for (const part of unused)
                await writer.deleteRecord(zone.id, part.id, signal);
        },
        delete: async (current, signal) => {
            for (const part of current.parts)
                await writer.deleteRecord(zone.id, part.id, signal);
        },
    };
}
/** `www|cname` is held by a CNAME at www; `www|other` by any other type there. */
function nameSide(name, cname) {
    return `${name}|${cname ? 'cname' : 'other'}`;
}
function isApexNs(record) {
    return record.name === '' && record.type === 'NS';
}
function apexNsReason(item) {
    const subject = item.desired ?? item.current;
    if (subject === undefined || !isApexNs(subject))
        return undefined;
    return `it would ${item.op} the zone's apex NS records (${item.before ?? 'none'} → ${item.after ?? 'none'}), which decide who answers for the whole zone`;
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/sync/dns/zone.ts

/** A zone from the platform's list, tolerant of `id`/`zoneId` and `name`/`domain`. */
function decodeDnsZone(raw) {
    if (typeof raw !== 'object' || raw === null)
        return undefined;
    const fields = raw;
    const id = fields.id ?? fields.zoneId ?? fields.zone_id;
    const name = fields.name ?? fields.domain ?? fields.zone;
    if ((typeof id !== 'string' && typeof id !== 'number') || typeof name !== 'string')
        return undefined;
    return { id: String(id), name: name.toLowerCase().replace(/\.$/, '') };
}
/**
 * The zone the user named in the `zone` input, by id or by domain name: the action lists the zones
 * and calls this, so users can write either without the engine guessing which one they meant.
 */
function findDnsZone(zones, wanted, input = 'zone') {
    const decoded = zones.map(decodeDnsZone).filter((zone) => zone !== undefined);
    const needle = wanted.trim();
    const byId = decoded.find((zone) => zone.id === needle);
    if (byId !== undefined)
        return byId;
    const name = needle.toLowerCase().replace(/\.$/, '');
    const byName = decoded.find((zone) => zone.name === name);
    if (byName !== undefined)
        return byName;
    const known = decoded.map((zone) => `${zone.name} (${zone.id})`).join(', ');
    // With no zone at all there is nothing to choose from: say so instead of "use one of: none".
    const choice = known === ''
        ? 'the account has no DNS zones yet; create this one first'
        : `use one of: ${known}, or create the zone first`;
    throw new errors/* ConfigurationError */.j1(`Input "${input}" is "${wanted}", which matches no DNS zone of this account by id or name: ${choice}.`, input);
}

;// CONCATENATED MODULE: ./src/sync/dns/index.ts





// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __webpack_require__(34200);
// EXTERNAL MODULE: ./src/sync/engine/index.ts + 5 modules
var engine = __webpack_require__(2715);
;// CONCATENATED MODULE: ./src/sync/dns/client-writer.ts

/** The DNS provider's calls made with the API client, so every request shares its pacing and retries. */
function dnsClientWriter(client) {
    return {
        createRecord: (zoneId, body, signal) => createDnsRecord(client, zoneId, { ...body }, { signal }),
        updateRecord: (zoneId, recordId, body, signal) => updateDnsRecord(client, zoneId, recordId, { ...body }, { signal }),
        deleteRecord: (zoneId, recordId, signal) => deleteDnsRecord(client, zoneId, recordId, { signal }),
    };
}

;// CONCATENATED MODULE: ./src/sync/dns/request-bodies.ts

/**
 * The bodies dns-sync's writes send (one per value), located at the record's entry, for the plan's
 * body check. An update may reuse records or create some; either way each body is one of these.
 */
const dnsRequestBodies = {
    requestsOf: (record) => toPlatformDnsRecords(record).map((body) => ({ operation: 'createDnsRecord', body })),
    locate: (record) => record.source,
};

;// CONCATENATED MODULE: ./src/sync/dns/sync-zone.ts






/**
 * Plans (and unless dry, applies) the file against the zone. A missing zone that may be created is
 * planned against no records first: a dry run stops there, and a refused plan creates nothing.
 */
async function syncZone(client, lookup, desired, options) {
    const { logger } = options;
    const writer = dnsClientWriter(client);
    if (lookup.found) {
        const current = await currentRecords(logger, client, lookup.zone, options.signal);
        const result = await (0,engine/* runSync */.HZ)(withBodies(dnsRecordProvider(writer, lookup.zone)), desired, current, options);
        return { result, zone: lookup.zone, notes: [], zoneCreated: false };
    }
    const pending = { id: '', name: lookup.name };
    // The plan against no records is printed only when it is the last word (a dry run, a refusal):
    // otherwise the plan against the created zone follows, and one table is enough.
    const preview = await (0,engine/* runSync */.HZ)(withBodies(dnsRecordProvider(writer, pending)), desired, [], {
        ...options,
        onPlan: undefined,
        dryRun: true,
    });
    if (options.dryRun || preview.refusal !== undefined) {
        const note = options.dryRun
            ? `Zone ${lookup.name} does not exist: it would be created (create-zone: true), with the records below.`
            : `Zone ${lookup.name} does not exist and was not created, because the plan was refused.`;
        logger.info(note);
        options.onPlan?.(preview.plan);
        return { result: preview, zone: undefined, notes: [note], zoneCreated: false };
    }
    const zone = await createDnsZone(client, { name: lookup.name }, { signal: options.signal });
    const created = { id: zone.id, name: (zone.name ?? lookup.name).toLowerCase().replace(/\.$/, '') };
    const note = `Created zone ${created.name} (${created.id}).`;
    logger.info(note);
    const current = await currentRecords(logger, client, created, options.signal);
    const result = await (0,engine/* runSync */.HZ)(withBodies(dnsRecordProvider(writer, created)), desired, current, options);
    return { result, zone: created, notes: [note], zoneCreated: true };
}
function withBodies(provider) {
    return { ...provider, bodies: dnsRequestBodies };
}
async function currentRecords(logger, client, zone, signal) {
    const raws = (await listDnsRecords(client, zone.id, { signal })).map((record) => record.raw);
    const { records, ignored } = decodePlatformDnsRecords(raws, zone.name);
    for (const record of ignored) {
        logger.info((0,redact/* redact */.E$)(`Not synced, left alone: ${JSON.stringify(record.raw)} (${record.reason}).`));
    }
    return records;
}

;// CONCATENATED MODULE: ./src/sync/dns/zone-lookup.ts



/**
 * The zone the `zone` input names, by id or domain name, among the platform's zones. A missing zone is
 * an error unless it may be created, and then the input has to be a domain name: an id cannot be created.
 */
function lookUpZone(zones, wanted, createZone) {
    try {
        return { found: true, zone: findDnsZone(zones, wanted) };
    }
    catch (error) {
        if (!(0,errors/* isConfigurationError */.p0)(error))
            throw error;
        if (!createZone) {
            throw new errors/* ConfigurationError */.j1(`${error.message} Or set \`create-zone: true\` to create it.`, 'zone');
        }
        const name = checkHostname(wanted, { role: 'zone input' });
        if (!name.ok) {
            throw new errors/* ConfigurationError */.j1(`Input "zone" is "${wanted}", which matches no DNS zone, and create-zone needs a domain name to create one: ${name.error}`, 'zone');
        }
        return { found: false, name: name.value };
    }
}

// EXTERNAL MODULE: ./src/actions/common/platform-action.ts + 6 modules
var platform_action = __webpack_require__(54088);
// EXTERNAL MODULE: ./src/actions/common/sync-inputs.ts
var sync_inputs = __webpack_require__(74674);
// EXTERNAL MODULE: ./src/actions/common/sync-report.ts
var sync_report = __webpack_require__(59285);
;// CONCATENATED MODULE: ./src/actions/dns-sync/inputs.ts

/** Everything but api-key and api-url, which readConnection handles first so the key is masked. */
function readDnsSyncInputs(inputs) {
    return {
        ...(0,sync_inputs/* readSyncFlags */.x8)(inputs),
        zone: inputs.id('zone', 'a DNS zone id or domain name', 'set it to the zone id or its domain name, e.g. example.com'),
        createZone: inputs.boolean('create-zone'),
    };
}

;// CONCATENATED MODULE: ./src/actions/dns-sync/report.ts

/** The zone's id, then the plan as every sync shows it; a zone created (or to be) is a change. */
async function reportDnsSync(port, outputs, lookup, outcome, dryRun) {
    outputs.set('zone-id', outcome.zone?.id ?? '');
    await (0,sync_report/* reportSync */.w1)(port, outputs, outcome.result, {
        title: `DNS sync: ${lookup.found ? lookup.zone.name : lookup.name}`,
        dryRun,
        notes: outcome.notes,
        changedAnyway: outcome.zoneCreated || !lookup.found,
        planLogged: true,
    });
}

// EXTERNAL MODULE: ./src/actions/dns-sync/spec.ts
var spec = __webpack_require__(21502);
;// CONCATENATED MODULE: ./src/actions/dns-sync/run.ts











const run = (0,platform_action/* platformAction */.Y)(spec/* spec */.I, async ({ port, outputs, inputs, client, signal, workspace }) => {
    const config = readDnsSyncInputs(inputs);
    const file = (0,sync_inputs/* readDeclaredFile */.JM)(config.file, workspace);
    const desired = readDnsFile(file.text, file.displayPath);
    const zones = (await listDnsZones(client, { signal })).map((zone) => zone.raw);
    const lookup = lookUpZone(zones, config.zone, config.createZone);
    const outcome = await syncZone(client, lookup, desired, {
        ...config,
        checkBody: await (0,request_check/* requestChecker */.B)(client, signal),
        logger: port,
        signal,
        onPlan: (plan) => (0,sync_report/* logPlan */.uH)(port, plan),
        onResult: (item) => (0,sync_report/* logWrite */.wd)(port, item),
    });
    await reportDnsSync(port, outputs, lookup, outcome, config.dryRun);
});


/***/ }),

/***/ 12506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ invalid),
/* harmony export */   r: () => (/* binding */ valid)
/* harmony export */ });
const valid = (value) => ({ ok: true, value });
const invalid = (error) => ({ ok: false, error });


/***/ })

};
