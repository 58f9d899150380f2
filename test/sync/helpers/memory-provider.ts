import type { SyncProvider } from '../../../src/sync/engine/index.ts';

export interface MemoryRecord {
  readonly name: string;
  readonly type: string;
  readonly value: string;
}

export interface StoredRecord extends MemoryRecord {
  readonly id: number;
}

/**
 * A platform in memory that, like DNS, refuses a CNAME next to other records at one name, so the
 * tests see a wrong write order fail instead of trusting the order's description.
 */
export class MemoryPlatform {
  readonly records = new Map<number, StoredRecord>();
  readonly calls: string[] = [];
  /** `op key` of writes that should throw, e.g. 'create www A'. */
  readonly failures = new Set<string>();
  /** Called at the start of every write; lets a test abort mid-run. */
  beforeWrite: (call: string) => void = () => {};
  private nextId = 1;

  constructor(initial: readonly MemoryRecord[] = []) {
    for (const record of initial) this.insert(record);
  }

  list(): StoredRecord[] {
    return [...this.records.values()];
  }

  write(call: string, change: () => void): void {
    this.beforeWrite(call);
    this.calls.push(call);
    if (this.failures.has(call)) throw new Error(`platform rejected ${call}`);
    change();
  }

  insert(record: MemoryRecord): StoredRecord {
    const clash = this.list().find(
      (other) => other.name === record.name && (other.type === 'CNAME') !== (record.type === 'CNAME'),
    );
    if (clash !== undefined) throw new Error(`${record.name} already has a ${clash.type} record`);
    const stored = { ...record, id: this.nextId++ };
    this.records.set(stored.id, stored);
    return stored;
  }
}

export function memoryProvider(platform: MemoryPlatform): SyncProvider<MemoryRecord, StoredRecord> {
  const key = (record: MemoryRecord): string => `${record.name} ${record.type}`;
  const side = (record: MemoryRecord): string =>
    `${record.name}|${record.type === 'CNAME' ? 'cname' : 'other'}`;
  const otherSide = (record: MemoryRecord): string =>
    `${record.name}|${record.type === 'CNAME' ? 'other' : 'cname'}`;
  return {
    kind: 'record',
    keyOfDesired: key,
    keyOfCurrent: key,
    equals: (desired, current) => desired.value === current.value,
    describe: (record) => record.value,
    label: (record) => ({ name: record.name, detail: record.type }),
    freesName: (current) => [side(current)],
    needsName: (desired) => [otherSide(desired)],
    create: async (desired) => {
      platform.write(`create ${key(desired)}`, () => platform.insert(desired));
    },
    update: async (desired, current) => {
      platform.write(`update ${key(desired)}`, () =>
        platform.records.set(current.id, { ...current, value: desired.value }),
      );
    },
    delete: async (current) => {
      platform.write(`delete ${key(current)}`, () => platform.records.delete(current.id));
    },
  };
}

export function records(count: number, value = 'v1'): MemoryRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `r${String(index).padStart(2, '0')}`,
    type: 'A',
    value,
  }));
}
