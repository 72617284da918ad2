/**
 * Logos as inline SVG data URLs: demo mode runs with no network, so a hosted image URL would show a
 * broken image. Each organisation gets its initials on a colour derived from its id.
 */
export function initialsLogo(name: string, id: number): string {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word) && !['of', 'the', 'for'].includes(word.toLowerCase()))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const hue = (id * 47) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="16" fill="hsl(${hue},55%,38%)"/>` +
    `<text x="48" y="60" font-family="Arial,sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A wide banner used as a school's front image. */
export function frontImage(id: number): string {
  const hue = (id * 47) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">` +
    `<rect width="1200" height="400" fill="hsl(${hue},45%,70%)"/>` +
    `<path d="M0 320 Q300 240 600 300 T1200 280 V400 H0Z" fill="hsl(${hue},45%,45%)"/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
