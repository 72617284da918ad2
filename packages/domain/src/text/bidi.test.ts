import { describe, expect, it } from 'vitest';
import { jsonMayHoldBidiControls, withoutBidiControls, withoutBidiControlsReviver } from './bidi';

describe('withoutBidiControls', () => {
  it('drops overrides, embeddings and isolates so a name reads as typed', () => {
    expect(withoutBidiControls('Amelia \u202Egnp.exe')).toBe('Amelia gnp.exe');
    expect(withoutBidiControls('\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069')).toBe('abcdefg');
  });

  it('keeps the implicit marks and every other character', () => {
    const text = 'Zoë \u200Fمرحبا\u200E, 5 > 3 & "quotes"';
    expect(withoutBidiControls(text)).toBe(text);
    expect(jsonMayHoldBidiControls(JSON.stringify(text))).toBe(false);
  });
});

describe('jsonMayHoldBidiControls', () => {
  it('finds a control written as itself anywhere in a JSON text', () => {
    expect(jsonMayHoldBidiControls('{"name":"Amelia \u202Egnp.exe"}')).toBe(true);
  });

  // Rules: session.calls.bidi-escaped
  it('finds a control written as a JSON escape, in either case', () => {
    expect(jsonMayHoldBidiControls('{"name":"Amelia \\u202egnp.exe"}')).toBe(true);
    expect(jsonMayHoldBidiControls('["\\u202A", "\\u2069"]')).toBe(true);
    expect(jsonMayHoldBidiControls('["\\u200f \\u2065 \\u2070 \\u2029"]')).toBe(false);
  });
});

describe('withoutBidiControlsReviver', () => {
  // Rules: session.calls.bidi-escaped
  it('cleans every parsed string and key at any depth, escaped or not', () => {
    const json = '{"a":[{"b\\u202e":"x\\u2066y"}],"c":{"d":["\u202Ez"]},"n":1,"t":true,"z":null}';
    expect(JSON.parse(json, withoutBidiControlsReviver)).toEqual({
      a: [{ b: 'xy' }],
      c: { d: ['z'] },
      n: 1,
      t: true,
      z: null,
    });
  });

  it('keeps a key named __proto__ as data, never as the prototype', () => {
    const parsed = JSON.parse('{"__proto__\\u202e":{"polluted":1}}', withoutBidiControlsReviver) as object;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed)).toEqual(['__proto__']);
    expect(({} as { polluted?: number }).polluted).toBeUndefined();
  });
});
