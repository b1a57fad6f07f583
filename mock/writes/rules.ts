/**
 * Domain validators the server enforces (docs/domain.md §17): IP groups and crontab expressions.
 */
import { isIP, isIPv4 } from 'node:net';

function ipv4ToInt(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

/** Python's `ipaddress.ip_network(s)` (strict): a valid prefix length and no host bits set. */
function isNetwork(s: string): boolean {
  const [addr, prefix, ...rest] = s.split('/');
  if (rest.length || !addr || prefix === undefined || !/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  if (isIPv4(addr)) {
    if (bits > 32) return false;
    const hostMask = bits === 32 ? 0 : 2 ** (32 - bits) - 1;
    return ipv4ToInt(addr) % (hostMask + 1) === 0;
  }
  return isIP(addr) === 6 && bits <= 128;
}

/** `ip_group_child_validator`: `*`, an address, a network, or an `a-b` range of two addresses. */
export function isIpGroupItem(s: string): boolean {
  if (s === '*' || isIP(s) !== 0 || isNetwork(s)) return true;
  const parts = s.split('-');
  return parts.length === 2 && isIP(parts[0]!) !== 0 && isIP(parts[1]!) !== 0;
}

const CRON_TOKEN = /^[\d*?/,\-A-Za-z#LW]+$/;

/** `validate_crontab`: empty is fine; otherwise five whitespace-separated fields. */
export function isCrontab(s: string): boolean {
  const fields = s.trim().split(/\s+/);
  return fields.length === 5 && fields.every((f) => CRON_TOKEN.test(f));
}
