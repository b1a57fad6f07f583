/**
 * The extended edition's licence (docs/wire.md §14.6): valid, expired, or absent (community
 * edition: XPACK_ENABLED false and no /api/v1/xpack/ routes). Public settings follow the licence.
 */
import type { BackendState } from '../state';
import { domainOf, type LicenceInfo, type LicenceState } from './state';

export const LICENCE_STATES: readonly LicenceState[] = ['valid', 'expired', 'absent'];
const COMMUNITY_CORPORATION = 'FIT2CLOUD 飞致云 © 2014-2023';
const DAY = 86_400_000;

function ymd(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function demoLicence(daysLeft: number): LicenceInfo {
  return {
    subscription_id: 'DEMO-2023-0316-0001',
    corporation: 'Demo Corporation',
    date_expired: ymd(Date.now() + daysLeft * DAY),
    asset_count: 5000,
    edition: 'Enterprise',
    serial_no: 'JMS-EE-5K-7F3A9C21',
    remark: 'Demo licence for the mock backend',
  };
}

function isExpired(l: LicenceInfo): boolean {
  return Date.parse(`${l.date_expired}T23:59:59Z`) < Date.now();
}

/** The licence in force, or null in the community edition. */
export function currentLicence(state: BackendState): LicenceInfo | null {
  if (!state.settings.XPACK_ENABLED) return null;
  const d = domainOf(state);
  if (!d.licence) d.licence = demoLicence(365);
  return d.licence;
}

export function licenceState(state: BackendState): LicenceState {
  const l = currentLicence(state);
  return !l ? 'absent' : isExpired(l) ? 'expired' : 'valid';
}

/** Installs a licence (or none) and brings the public settings in line with it. */
export function installLicence(state: BackendState, licence: LicenceInfo | null): void {
  domainOf(state).licence = licence;
  state.settings.XPACK_ENABLED = licence !== null;
  state.settings.XPACK_LICENSE_IS_VALID = licence !== null && !isExpired(licence);
  state.settings.XPACK_LICENSE_INFO = {
    corporation: licence?.corporation ?? COMMUNITY_CORPORATION,
  };
}

/** The test and control switch: `valid` (a year left), `expired` (ten days ago) or `absent`. */
export function setLicenceState(state: BackendState, next: LicenceState): void {
  installLicence(state, next === 'absent' ? null : demoLicence(next === 'valid' ? 365 : -10));
}

/**
 * Reads an uploaded licence file. Real licence files are signed blobs; the demo accepts the JSON
 * of a licence (or its base64), which is what `demoLicenceFile()` produces.
 */
export function parseLicenceFile(text: string): LicenceInfo | null {
  const attempt = (s: string): LicenceInfo | null => {
    try {
      const v = JSON.parse(s) as Partial<LicenceInfo>;
      if (!v || typeof v.corporation !== 'string' || typeof v.date_expired !== 'string')
        return null;
      if (Number.isNaN(Date.parse(v.date_expired))) return null;
      return {
        subscription_id: String(v.subscription_id ?? ''),
        corporation: v.corporation,
        date_expired: v.date_expired.slice(0, 10),
        asset_count: Number(v.asset_count ?? 0),
        edition: String(v.edition ?? 'Enterprise'),
        serial_no: String(v.serial_no ?? ''),
        remark: String(v.remark ?? ''),
      };
    } catch {
      return null;
    }
  };
  const trimmed = text.trim();
  return (
    attempt(trimmed) ??
    (/^[A-Za-z0-9+/=\s]+$/.test(trimmed)
      ? attempt(Buffer.from(trimmed, 'base64').toString('utf8'))
      : null)
  );
}

/** A licence file the demo accepts, valid for `daysLeft` days (negative: already expired). */
export function demoLicenceFile(daysLeft = 365, corporation = 'Imported Corporation'): string {
  return Buffer.from(JSON.stringify({ ...demoLicence(daysLeft), corporation })).toString('base64');
}
