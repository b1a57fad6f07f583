/** The default palette: dark-blue primary, orange warning, red danger (shell-spec §1). */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1f3a93' },
    secondary: { main: '#1f3a93' },
    success: { main: '#1ab394' },
    info: { main: '#24b0ee' },
    warning: { main: '#e6a23c' },
    error: { main: '#ed5565' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Hiragino Sans", "Microsoft YaHei", sans-serif',
  },
};
