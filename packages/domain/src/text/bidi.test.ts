import { describe, expect, it } from 'vitest';
import { hasBidiControls, withoutBidiControls } from './bidi';

describe('withoutBidiControls', () => {
  it('drops overrides, embeddings and isolates so a name reads as typed', () => {
    expect(withoutBidiControls('Amelia \u202Egnp.exe')).toBe('Amelia gnp.exe');
    expect(withoutBidiControls('\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069')).toBe('abcdefg');
  });

  it('keeps the implicit marks and every other character', () => {
    const text = 'Zoë \u200Fمرحبا\u200E, 5 > 3 & "quotes"';
    expect(withoutBidiControls(text)).toBe(text);
    expect(hasBidiControls(text)).toBe(false);
  });

  it('finds a control anywhere in a text', () => {
    expect(hasBidiControls('{"name":"Amelia \u202Egnp.exe"}')).toBe(true);
  });
});
