/** Popup windows (task logs, external pages): 900 × 600 by default, centred on the current window. */

export const POPUP_WIDTH = 900;
export const POPUP_HEIGHT = 600;

export function popupFeatures(
  width = POPUP_WIDTH,
  height = POPUP_HEIGHT,
  screen?: { left: number; top: number; width: number; height: number },
): string {
  const left = screen ? Math.max(0, Math.round(screen.left + (screen.width - width) / 2)) : 0;
  const top = screen ? Math.max(0, Math.round(screen.top + (screen.height - height) / 2)) : 0;
  return `width=${width},height=${height},left=${left},top=${top},noopener`;
}

export function openPopup(
  url: string,
  opts: { name?: string; width?: number; height?: number } = {},
): void {
  const screen = {
    left: window.screenX,
    top: window.screenY,
    width: window.outerWidth,
    height: window.outerHeight,
  };
  window.open(url, opts.name ?? '_blank', popupFeatures(opts.width, opts.height, screen));
}

/** External pages of the platform (web terminal, file manager) open in a new tab of their own. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}
