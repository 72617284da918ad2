import { theme, tokenValues } from '../theme/theme';

/** One design token as the Foundations pages show it. */
export type TokenEntry = {
  /** Dotted token name, e.g. `color.mode.CAR`. */
  name: string;
  /** The resolved value from tokens/, e.g. a hex colour or `16px`. */
  value: string;
  /** What components use: the CSS custom property, e.g. `var(--stride-color-mode-CAR)`. */
  cssValue: string;
};

type TokenTree = { readonly [key: string]: TokenTree | string | number };

/**
 * The tokens under `path` (e.g. `['color', 'mode']`), leaves only, in file order. Values come from
 * `tokenValues` and CSS variables from `theme`, which the same tokens build generates side by side.
 */
export function tokenEntries(...path: string[]): TokenEntry[] {
  const values = path.reduce<TokenTree>(
    (node, key) => node[key] as TokenTree,
    tokenValues as unknown as TokenTree,
  );
  const vars = path.reduce<TokenTree>((node, key) => node[key] as TokenTree, theme as unknown as TokenTree);
  return walk(values, vars, path.join('.'));
}

function walk(values: TokenTree, vars: TokenTree, prefix: string): TokenEntry[] {
  return Object.entries(values).flatMap(([key, value]) => {
    const name = `${prefix}.${key}`;
    if (typeof value === 'object') return walk(value, vars[key] as TokenTree, name);
    return [{ name, value: String(value), cssValue: String(vars[key]) }];
  });
}

/** The CSS custom property inside a `var(...)` value, shown so developers can find it in devtools. */
export function customProperty(cssValue: string): string {
  return cssValue.replace(/^var\((.*)\)$/, '$1');
}

/** The CSS variable of a functional colour token named like `text.muted` (see contrast-pairs). */
export function colourVar(name: string): string {
  const [group, key] = name.split('.');
  return (theme.color as unknown as Record<string, Record<string, string>>)[group][key];
}
