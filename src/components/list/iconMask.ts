/**
 * An icon's path (24 × 24) as a CSS mask: an element's `::before` or `::after` with the mask and a
 * `currentColor` background draws the icon in the text colour. A table row draws its checkbox and
 * its More button's icon this way, with no element of their own: an inline SVG is two, and a
 * 100-row page turn creates and removes them all.
 */
export function iconMask(path: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${path}"/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/** The pseudo-element that shows an icon mask at `size` px. */
export function maskedIcon(path: string, size: number) {
  return {
    content: '""',
    flexShrink: 0,
    width: `${size}px`,
    height: `${size}px`,
    backgroundColor: 'currentColor',
    mask: `${iconMask(path)} center / ${size}px ${size}px no-repeat`,
  };
}
