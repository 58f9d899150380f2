/**
 * What a page of fresh memory costs this machine: the CPU time (user + sys) of touching every page
 * of newly allocated buffers, per page. On bare metal a minor fault is about a microsecond; on some
 * VMs it was 25 µs (issue 38), enough that the deploy's page faults are a large part of its CPU.
 */
const BUFFER_BYTES = 1 << 20;
const BUFFERS = 64;
const PAGE_BYTES = 4096;

export function measurePageFaultCost(): number {
  const before = process.threadCpuUsage();
  const faultsBefore = process.resourceUsage().minorPageFault;
  const kept: Buffer[] = [];
  for (let index = 0; index < BUFFERS; index += 1) {
    // Slow (unpooled, uninitialised) buffers of their own: nothing has touched their pages yet.
    const buffer = Buffer.allocUnsafeSlow(BUFFER_BYTES);
    for (let offset = 0; offset < buffer.length; offset += PAGE_BYTES) buffer[offset] = 1;
    kept.push(buffer);
  }
  const { user, system } = process.threadCpuUsage(before);
  const faults = process.resourceUsage().minorPageFault - faultsBefore;
  kept.length = 0;
  return faults > 0 ? (user + system) / faults : Number.NaN;
}
