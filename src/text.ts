/** Small wording helpers shared by every layer, so one message style holds everywhere. */

/** `3 problems`, `1 problem`: the count and the noun, plural unless the count is exactly one. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The text with its first letter upper-cased, for a sentence that starts with a variable noun. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `text` as a regular-expression source that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
