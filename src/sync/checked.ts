/** The result of checking one value: its canonical form, or why it is wrong (a sentence, or an issue). */
export type Checked<T, E = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const valid = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const invalid = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });
