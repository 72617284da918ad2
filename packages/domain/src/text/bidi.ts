/**
 * The explicit bidi controls: embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069).
 * A name or a title never needs one, and an override turns `Amelia \u202Egnp.exe` into what reads
 * as 'Amelia exe.png'. The implicit marks (LRM, RLM, ALM) stay: they only nudge neutral characters.
 */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;
const anyBidiControl = /[\u202A-\u202E\u2066-\u2069]/;

/** Text as it should read: without explicit bidi controls, so it shows in the order it was typed. */
export const withoutBidiControls = (text: string): string => text.replace(bidiControls, '');

/** A JSON escape of an explicit bidi control (`\u202e`, as PHP's json_encode writes one). */
const escapedBidiControl = /\\u(?:202[a-e]|206[6-9])/i;

/**
 * Whether a JSON text may hold an explicit bidi control once parsed: written as the character itself or
 * as a `\u` escape. A quick test on the raw text before walking every value of the parsed answer.
 */
export const jsonMayHoldBidiControls = (json: string): boolean =>
  anyBidiControl.test(json) || escapedBidiControl.test(json);

/**
 * A `JSON.parse` reviver that takes every explicit bidi control out of the parsed texts: every string,
 * and every key of every object (a key can be shown, e.g. as a row header), at any depth. It works on
 * parsed values, so a control written as a `\u` escape goes as surely as one written as itself.
 */
export function withoutBidiControlsReviver(_key: string, value: unknown): unknown {
  if (typeof value === 'string') return withoutBidiControls(value);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const entries = Object.entries(value);
  if (!entries.some(([key]) => anyBidiControl.test(key))) return value;
  return Object.fromEntries(entries.map(([key, entry]) => [withoutBidiControls(key), entry]));
}
