/**
 * Asset categories, types and their constraints (docs/wire.md §14.5), built from the catalogue's
 * `assets.platforms` extras. Shared by the seed (platforms) and `GET /api/v1/assets/categories/`.
 */
import { getSpec } from '../catalogue';
import type { Choice } from '../types';

interface ProtocolDefault {
  port: number;
  required?: boolean;
  secret_types: string[];
  setting?: Record<string, unknown>;
}

interface AssetCatalogExtras {
  categories: Choice[];
  types_by_category: Record<string, Choice[]>;
  types_without_licence: Record<string, string[]>;
  protocol_defaults: Record<string, ProtocolDefault>;
  protocols_allowed_by_type: Record<string, Record<string, string[] | string>>;
  internal_platforms: Record<string, Record<string, string[]>>;
}

export const ASSET_CATALOG = getSpec('assets.platforms').extras!
  .asset_catalog as AssetCatalogExtras;

export const CATEGORIES = ASSET_CATALOG.categories.map((c) => String(c.value));

export interface ConstraintProtocol {
  name: string;
  port: number;
  primary: boolean;
  default: boolean;
  required: boolean;
  secret_types: string[];
  setting: Record<string, unknown>;
}

export interface Constraints {
  charset_enabled: boolean;
  charset: string;
  domain_enabled: boolean;
  su_enabled: boolean;
  su_methods: { name: string; id: string }[];
  protocols: ConstraintProtocol[];
  automation: Record<string, unknown>;
}

const AUTOMATIONS = [
  'ping',
  'gather_facts',
  'push_account',
  'change_secret',
  'verify_account',
  'gather_accounts',
] as const;

/** Which automations each category supports, and the method ids its playbooks are named by. */
function automationFor(category: string, type: string): Record<string, unknown> {
  const enabled: Record<string, boolean> = {};
  const ansible = category === 'host' || category === 'device' || category === 'database';
  for (const item of AUTOMATIONS) {
    enabled[item] =
      category === 'host' ||
      (category === 'device' &&
        (item === 'ping' || item === 'change_secret' || item === 'verify_account')) ||
      (category === 'database' && item !== 'gather_facts');
  }
  const prefix = category === 'database' ? type : type === 'windows' ? 'win' : 'posix';
  const out: Record<string, unknown> = {
    ansible_enabled: ansible,
    ansible_config:
      type === 'windows'
        ? { ansible_shell_type: 'cmd', ansible_connection: 'ssh' }
        : ansible
          ? { ansible_connection: category === 'device' ? 'local' : 'smart' }
          : {},
  };
  for (const item of AUTOMATIONS) {
    out[`${item}_enabled`] = enabled[item];
    out[`${item}_methods`] = enabled[item]
      ? [{ id: `${prefix}_${item}`, name: `${prefix} ${item.replace('_', ' ')}` }]
      : [];
  }
  return out;
}

function protocolsFor(category: string, type: string): ConstraintProtocol[] {
  const allowed = ASSET_CATALOG.protocols_allowed_by_type[category] ?? {};
  const names = allowed[type] ?? allowed['*'] ?? [];
  const list = typeof names === 'string' ? [type] : names;
  return list.map((name, i) => {
    const d = ASSET_CATALOG.protocol_defaults[name] ?? { port: 0, secret_types: ['password'] };
    return {
      name,
      port: d.port,
      primary: i === 0,
      default: i === 0,
      required: Boolean(d.required),
      secret_types: [...d.secret_types],
      setting: { ...(d.setting ?? {}) },
    };
  });
}

export function constraintsOf(category: string, type: string): Constraints {
  return {
    charset_enabled: category === 'host' || category === 'device',
    charset: 'utf-8',
    domain_enabled: category !== 'web',
    su_enabled: (category === 'host' && type !== 'windows') || category === 'device',
    su_methods:
      category === 'device'
        ? [{ name: 'enable', id: 'enable' }]
        : category === 'host' && type !== 'windows'
          ? [
              { name: 'sudo su', id: 'sudo' },
              { name: 'su -', id: 'su' },
            ]
          : [],
    protocols: protocolsFor(category, type),
    automation: automationFor(category, type),
  };
}

export interface TypeEntry {
  value: string;
  label: string;
  category: string;
  constraints: Constraints;
}

/** The types a deployment offers: without a valid licence some database types are not available. */
export function typesOf(category: string, licensed: boolean): TypeEntry[] {
  const allowed = new Set(ASSET_CATALOG.types_without_licence[category] ?? []);
  return (ASSET_CATALOG.types_by_category[category] ?? [])
    .filter((t) => licensed || allowed.has(String(t.value)))
    .map((t) => ({
      value: String(t.value),
      label: t.label,
      category,
      constraints: constraintsOf(category, String(t.value)),
    }));
}

export function categoryOfType(type: string): string | undefined {
  return CATEGORIES.find((c) =>
    (ASSET_CATALOG.types_by_category[c] ?? []).some((t) => t.value === type),
  );
}
