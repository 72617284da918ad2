import { tokenValues } from './generated/theme';

type ColourGroups = Omit<typeof tokenValues.color, 'base'>;

/** A functional colour token by its dotted name, e.g. `text.muted`, `bg.surface`, `mode.CAR`. */
export type ColourTokenName = {
  [Group in keyof ColourGroups & string]: `${Group}.${keyof ColourGroups[Group] & string}`;
}[keyof ColourGroups & string];

/** A foreground/background pair the components paint, and the WCAG minimum it must meet. */
export type ContrastPair = {
  foreground: ColourTokenName;
  background: ColourTokenName;
  /** `text`: normal-size text (4.5:1); `ui`: borders, focus rings, chart and map marks (3:1). */
  kind: 'text' | 'ui';
  /** Where the pair appears, so a failing pair names the screen it breaks. */
  usage: string;
};

/** The resolved value of a functional colour token (`#rrggbb`, `#rrggbbaa` or `rgba()`). */
export function colourValue(name: ColourTokenName): string {
  const [group, key] = name.split('.') as [keyof ColourGroups, string];
  return (tokenValues.color[group] as Record<string, string>)[key];
}

const TEXT_TONES = ['default', 'muted', 'accent', 'danger', 'success', 'warning', 'info'] as const;
const NEUTRAL_BACKGROUNDS = ['canvas', 'surface', 'subtle'] as const;
// Alert and Tag put their own tone on its tinted background, with body text in text.default.
const TINTS = [
  ['accent', 'accent-subtle'],
  ['danger', 'danger-subtle'],
  ['success', 'success-subtle'],
  ['warning', 'warning-subtle'],
  ['info', 'info-subtle'],
] as const;

const textOnNeutral: ContrastPair[] = TEXT_TONES.flatMap((tone) =>
  NEUTRAL_BACKGROUNDS.map((background) => ({
    foreground: `text.${tone}`,
    background: `bg.${background}`,
    kind: 'text',
    usage: `${tone} text on the ${background} background`,
  })),
);

const textOnTints: ContrastPair[] = TINTS.flatMap(([tone, tint]) => [
  {
    foreground: `text.${tone}`,
    background: `bg.${tint}`,
    kind: 'text',
    usage: `Alert and Tag, ${tone} tone`,
  },
  {
    foreground: 'text.default',
    background: `bg.${tint}`,
    kind: 'text',
    usage: `Alert body text, ${tone} tone`,
  },
]);

const textOnSolid: ContrastPair[] = [
  { foreground: 'text.inverse', background: 'bg.accent', kind: 'text', usage: 'Primary button' },
  {
    foreground: 'text.inverse',
    background: 'bg.accent-hover',
    kind: 'text',
    usage: 'Primary button, hovered',
  },
  { foreground: 'text.inverse', background: 'bg.danger', kind: 'text', usage: 'Danger button' },
  {
    foreground: 'text.inverse',
    background: 'bg.danger-hover',
    kind: 'text',
    usage: 'Danger button, hovered',
  },
  { foreground: 'text.inverse', background: 'bg.menu', kind: 'text', usage: 'Active item of the black menu' },
  {
    foreground: 'text.inverse',
    background: 'bg.menu-active',
    kind: 'text',
    usage: 'Selected item of the black menu',
  },
  {
    foreground: 'text.menu-muted',
    background: 'bg.menu',
    kind: 'text',
    usage: 'Inactive items of the black menu',
  },
  // WCAG exempts disabled controls, but their labels must still be readable.
  { foreground: 'text.muted', background: 'bg.disabled', kind: 'text', usage: 'Disabled buttons and fields' },
];

const controls: ContrastPair[] = [
  { foreground: 'border.strong', background: 'bg.surface', kind: 'ui', usage: 'Form control borders' },
  { foreground: 'border.focus', background: 'bg.surface', kind: 'ui', usage: 'Focus ring on a surface' },
  { foreground: 'border.focus', background: 'bg.canvas', kind: 'ui', usage: 'Focus ring on the page' },
  { foreground: 'border.danger', background: 'bg.surface', kind: 'ui', usage: 'Invalid form control border' },
  {
    foreground: 'bg.accent',
    background: 'bg.surface',
    kind: 'ui',
    usage: 'Checked checkbox, switch that is on',
  },
  {
    foreground: 'bg.accent',
    background: 'bg.subtle',
    kind: 'ui',
    usage: 'PerformanceCircle ring and AchievementCard progress on their tracks',
  },
  { foreground: 'bg.accent', background: 'bg.menu', kind: 'ui', usage: 'Unread badge in the black menu' },
];

const completedAchievement: ContrastPair[] = (['muted', 'accent'] as const).map((tone) => ({
  foreground: `text.${tone}`,
  background: 'bg.success-subtle',
  kind: 'text',
  usage: `AchievementCard when completed, ${tone} text`,
}));

const marks: ContrastPair[] = [
  ...Object.keys(tokenValues.color.mode).map((mode) => `mode.${mode}` as ColourTokenName),
  ...Object.keys(tokenValues.color['user-type']).map((type) => `user-type.${type}` as ColourTokenName),
].map((foreground) => ({
  foreground,
  background: 'bg.surface',
  kind: 'ui',
  usage: 'Map markers and chart series',
}));

/** Every text/background and UI/background pair the components use, checked by contrast.test.ts. */
export const contrastPairs: readonly ContrastPair[] = [
  ...textOnNeutral,
  ...textOnTints,
  ...textOnSolid,
  ...completedAchievement,
  ...controls,
  ...marks,
];
