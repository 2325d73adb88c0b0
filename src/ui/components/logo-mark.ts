/**
 * The logo's mark: a rounded square in the brand's orange with a white "T", on a 32 x 32 grid. The
 * header's logo (Logo.tsx) draws it as SVG; the build draws the installed app's icons from the same
 * values (scripts/pwa/icons.ts, docs/pwa.md).
 */
export const LOGO_MARK = {
  size: 32,
  radius: 8,
  background: '#e8501e',
  foreground: '#fff',
  /** The "T": absolute moves and horizontal/vertical lines only (the icon rasteriser reads these). */
  path: 'M8 10h16v3h-6.5v11h-3V13H8z',
} as const;
