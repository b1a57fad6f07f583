/**
 * Menu icons: the settings and profile views' pictures download on demand (menuIconsMore.ts); a
 * name asked for before they are here draws a blank, and the menu is drawn again with them.
 */
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MORE_ICON_NAMES, useMenuIcon } from '../../src/shell/layout/menuIcons';
import { MORE_ICONS } from '../../src/shell/layout/menuIconsMore';

describe('menu icons', () => {
  it('draws the common ones at once and the settings ones once they arrive', async () => {
    const { result } = renderHook(() => useMenuIcon());
    expect(result.current('users')).toBe(PeopleOutline);
    expect(result.current('no-such-icon')).toBeUndefined();
    const early = result.current('license');
    expect(early).toBeDefined();
    expect(early).not.toBe(MORE_ICONS.license);
    // Asking started the download; the hook's caller is drawn again with the real picture.
    await waitFor(() => expect(result.current('license')).toBe(MORE_ICONS.license));
    expect(Object.keys(MORE_ICONS).sort()).toEqual([...MORE_ICON_NAMES].sort());
  });
});
