/**
 * The theme's Checkbox defaults: an `aria-label` given to the component names its input, not the
 * span around it (axe: label, aria-prohibited-attr); names given through `inputProps` or
 * `slotProps.input` are kept.
 */
import { render, screen } from '@testing-library/react';
import { Checkbox } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS, themeFromColors } from '../../src/shell/theme';

const theme = createTheme(themeFromColors(DEFAULT_COLORS));

function boxes(ui: React.ReactNode) {
  render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

describe('Checkbox names in the console theme', () => {
  it('moves aria-label from the root span to the input', () => {
    boxes(<Checkbox aria-label="Select this row" />);
    const box = screen.getByRole('checkbox', { name: 'Select this row' });
    expect(box.tagName).toBe('INPUT');
    expect(box.closest('.MuiCheckbox-root')!.hasAttribute('aria-label')).toBe(false);
  });

  it('keeps inputProps and an explicit slotProps.input', () => {
    boxes(
      <>
        <Checkbox inputProps={{ 'aria-label': 'From inputProps', name: 'a' }} />
        <Checkbox slotProps={{ input: { 'aria-label': 'From slotProps' } }} />
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'From inputProps' }).getAttribute('name')).toBe(
      'a',
    );
    expect(screen.getByRole('checkbox', { name: 'From slotProps' }).tagName).toBe('INPUT');
  });
});
