const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Relative luminance (WCAG) of a #rgb or #rrggbb colour, or null for anything else. */
function luminance(color: string): number | null {
  const match = hex.exec(color.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join("") : match[1];
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever reads better on the background; null when the colour is not a hex colour. */
export function readableOn(background: string): "#000000" | "#ffffff" | null {
  const l = luminance(background);
  if (l === null) return null;
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return onWhite >= onBlack ? "#ffffff" : "#000000";
}

/** The WCAG contrast ratio of two hex colours (1 to 21), or null when either is not a hex colour. */
export function contrast(foreground: string, background: string): number | null {
  const [a, b] = [luminance(foreground), luminance(background)];
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
