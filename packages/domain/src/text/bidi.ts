/**
 * The explicit bidi controls: embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069).
 * A name or a title never needs one, and an override turns `Amelia \u202Egnp.exe` into what reads
 * as 'Amelia exe.png'. The implicit marks (LRM, RLM, ALM) stay: they only nudge neutral characters.
 */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;
const anyBidiControl = /[\u202A-\u202E\u2066-\u2069]/;

/** Text as it should read: without explicit bidi controls, so it shows in the order it was typed. */
export const withoutBidiControls = (text: string): string => text.replace(bidiControls, '');

/** Whether a text holds an explicit bidi control (a quick test before walking a whole answer). */
export const hasBidiControls = (text: string): boolean => anyBidiControl.test(text);
