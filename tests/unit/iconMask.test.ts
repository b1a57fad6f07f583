import { describe, expect, it } from 'vitest';
import { iconMask, maskedIcon } from '../../src/components/list/iconMask';

const CHECKED =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';

describe('icon masks', () => {
  it('carry the icon as an SVG data URL the browser can read back whole', () => {
    const url = /^url\("data:image\/svg\+xml,(.*)"\)$/.exec(iconMask(CHECKED))?.[1];
    expect(url).toBeDefined();
    // Nothing that would end the CSS string early, nor a "#" (it would start a fragment).
    expect(url).not.toMatch(/["#\s]/);
    const svg = new DOMParser().parseFromString(decodeURIComponent(url!), 'image/svg+xml');
    expect(svg.documentElement.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.querySelector('path')?.getAttribute('d')).toBe(CHECKED);
  });

  it('are drawn at the given size in the text colour', () => {
    expect(maskedIcon(CHECKED, 18)).toMatchObject({
      content: '""',
      width: '18px',
      height: '18px',
      backgroundColor: 'currentColor',
      mask: `${iconMask(CHECKED)} center / 18px 18px no-repeat`,
    });
  });
});
