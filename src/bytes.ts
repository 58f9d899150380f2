const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;

/**
 * A byte count in binary units, as every log, summary and error of the toolkit writes it: a whole
 * number where the count is an exact multiple of the unit (`0 B`, `1023 B`, `64 MiB`), otherwise one
 * decimal (`1.5 KiB`, `2.5 MiB`, and `8.0 MiB` for a file just over 8 MiB, so it does not read as equal).
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a byte count: ${bytes}`);
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${UNITS[unit]}`;
}
