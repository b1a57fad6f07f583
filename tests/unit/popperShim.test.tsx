/**
 * Tooltips' positioning engine arrives on the first interaction (src/shims/popper.ts): a tooltip
 * opened before or after it is here ends up placed by the real engine, and one closed before it
 * arrives leaves nothing behind.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { createPopper, loadPopper } from '../../src/shims/popper';

describe('the on-demand popper', () => {
  it('places a tooltip opened while the engine downloads', async () => {
    render(
      <Tooltip title="Refresh the list">
        <button type="button">Refresh</button>
      </Tooltip>,
    );
    await userEvent.hover(screen.getByText('Refresh'));
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('Refresh the list');
    // Popper's own style writer marks the placement it chose.
    await waitFor(() => expect(tip.getAttribute('data-popper-placement')).toBe('bottom'));
  });

  it('forwards to the real engine, and a destroyed early instance never starts', async () => {
    const anchor = document.createElement('div');
    const early = document.createElement('div');
    document.body.append(anchor, early);
    createPopper(anchor, early, { placement: 'top' }).destroy();
    await loadPopper();
    expect(early.hasAttribute('data-popper-placement')).toBe(false);
    const popper = document.createElement('div');
    document.body.append(popper);
    const instance = createPopper(anchor, popper, { placement: 'top' });
    await instance.update();
    expect(popper.getAttribute('data-popper-placement')).toBe('top');
    instance.destroy();
  });
});
