/** How the system tabs show a run's `{value,label}` status: its label, in its colour. */
const COLORS: Record<string, 'success' | 'error' | 'warning' | 'default' | 'info'> = {
  success: 'success',
  failed: 'error',
  mismatch: 'warning',
  pending: 'default',
  running: 'info',
};

export function statusText(status: unknown): {
  value: string;
  label: string;
  color: 'success' | 'error' | 'warning' | 'default' | 'info';
} {
  const s = (status ?? {}) as { value?: string; label?: string };
  const value = String(s.value ?? status ?? '');
  return { value, label: String(s.label ?? value), color: COLORS[value] ?? 'default' };
}
