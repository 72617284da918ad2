// The design's typefaces, shipped from npm with every weight the tokens use (variable fonts: one file per
// script covers 100-900), so the console, Storybook and the visual baselines draw the same letters on every
// machine. Without them each machine fell back to its own system font (on the test machines DejaVu Sans,
// which has only regular and bold: every medium weight drew as regular). Each script's file is fetched only
// when the page shows a character of it (unicode-range).
import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
