/**
 * The two banners above every page heading (docs/shell.md §6.3): licence problems for licence
 * managers of the extended edition, and an approaching password expiry for local users.
 */
import type { JmsDataProvider } from '../../../../dataProvider';
import { parseBackendDate } from '../../../schema/datetime';

export const LICENCE_WARNING_DAYS = 7;
export const PASSWORD_WARNING_DAYS = 5;
const DAY_MS = 86_400_000;

/** `GET /api/v1/xpack/license/detail` (docs/wire.md §14.6), as far as the banner reads it. */
export interface LicenceDetail {
  date_expired?: string | null;
  corporation?: string;
  asset_count?: number | null;
  current_asset_count?: number | null;
  edition?: string | { value?: string; label?: string } | null;
  is_test?: boolean;
}

/** No trailing slash: the platform serves it exactly so (docs/wire.md §14.6). */
export const LICENCE_DETAIL_URL = '/api/v1/xpack/license/detail';

/** The licence detail; no licence installed answers with an error: then there is none (null). */
export function licenceDetailQuery(dataProvider: JmsDataProvider) {
  return {
    queryKey: ['licence', 'detail'],
    queryFn: () =>
      dataProvider
        .getAt<LicenceDetail | null>(LICENCE_DETAIL_URL, { silent: true })
        .catch(() => null),
    staleTime: 5 * 60_000,
  };
}

export interface Warning {
  /** i18n key under `layout.warnings`. */
  key: string;
  args?: Record<string, string | number>;
}

function editionOf(detail: LicenceDetail): string {
  const e = detail.edition;
  return (typeof e === 'string' ? e : (e?.value ?? '')).toLowerCase();
}

export function licenceWarnings(detail: LicenceDetail | null | undefined, now: Date): Warning[] {
  if (!detail) return [];
  const warnings: Warning[] = [];
  const expires = detail.date_expired ? parseBackendDate(detail.date_expired) : null;
  if (expires) {
    const left = expires.valueOf() - now.getTime();
    if (left <= 0) warnings.push({ key: 'layout.warnings.licence_expired' });
    else if (left <= LICENCE_WARNING_DAYS * DAY_MS) {
      warnings.push({
        key: 'layout.warnings.licence_expiring',
        args: { date: expires.format('YYYY-MM-DD') },
      });
    }
  }
  const limit = detail.asset_count ?? 0;
  if (limit > 0 && (detail.current_asset_count ?? 0) >= limit)
    warnings.push({ key: 'layout.warnings.licence_asset_limit' });
  if (detail.is_test || editionOf(detail) === 'test')
    warnings.push({ key: 'layout.warnings.licence_test' });
  return warnings;
}

export interface PasswordState {
  source?: { value?: string } | null;
  date_password_last_updated?: string | null;
}

/**
 * Days until the password expires, or null when no warning is due (not local, far away, unknown).
 */
export function passwordWarning(
  profile: PasswordState | null | undefined,
  expirationDays: unknown,
  now: Date,
): Warning | null {
  if (!profile || profile.source?.value !== 'local') return null;
  if (typeof expirationDays !== 'number' || !profile.date_password_last_updated) return null;
  const updated = parseBackendDate(profile.date_password_last_updated);
  if (!updated) return null;
  const daysSince = Math.floor((now.getTime() - updated.valueOf()) / DAY_MS);
  const left = expirationDays - daysSince;
  if (left > PASSWORD_WARNING_DAYS) return null;
  if (left <= 0) return { key: 'layout.warnings.password_expired' };
  return { key: 'layout.warnings.password_expiring', args: { smart_count: left, days: left } };
}
