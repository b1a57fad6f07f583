/**
 * The Ace editors' theme: GitHub's light one, or its dark one in dark mode (docs/shell.md §1.5).
 * The dark theme's code is fetched the first time an editor is drawn in dark mode, never for a
 * user in light mode; until it arrives the editor keeps the light one.
 */
import { useTheme } from '@mui/material';
import { useEffect, useState } from 'react';

let darkReady = false;
let darkLoading: Promise<void> | null = null;

function loadDark(): Promise<void> {
  darkLoading ??= import('ace-builds/src-noconflict/theme-github_dark').then(() => {
    darkReady = true;
  });
  return darkLoading;
}

export function useAceTheme(): string {
  const dark = useTheme().palette.mode === 'dark';
  const [ready, setReady] = useState(darkReady);
  useEffect(() => {
    if (!dark || ready) return;
    let live = true;
    void loadDark().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [dark, ready]);
  return dark && ready ? 'github_dark' : 'github';
}
