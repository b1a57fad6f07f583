/**
 * The system settings behind `/api/v1/settings/setting/?category=<c>` (docs/domain.md §10; the
 * real SettingsApi): one serializer per category, each a flat set of UPPER_CASE fields with its
 * own permission, labels and help texts in the three languages, and the demo's configured value.
 * The categories are declared per settings group (basic.ts, email.ts, auth.ts…; fields.ts says
 * how); this module puts them together and describes them as OPTIONS does.
 */
import type { Lang } from '../../i18n';
import type { Choice, FieldSpec } from '../../types';
import { ANNOUNCEMENT_CHILDREN, announcement } from './announcement';
import { auth, cas, dingtalk, feishu, ldap, oauth2, oidc, radius, saml2, sso, wecom } from './auth';
import { basic } from './basic';
import { clean } from './clean';
import { email, emailContent } from './email';
import { pick, type SettingCategory, type SettingField } from './fields';
import { ops, other, ticket } from './other';
import {
  security,
  securityAuth,
  securityBasic,
  securityLoginLimit,
  securityPassword,
  securitySession,
} from './security';
import { alibaba, cmpp2, huawei, smsBase, tencent } from './sms';
import { terminal } from './terminal';

export { pick, type SettingCategory, type SettingField, type Tri } from './fields';

/**
 * Every category and the permission it needs. The real mapping gives `ticket` and `ops` their own
 * codenames (settings.change_ticket, settings.change_ops); the demo's permission list does not
 * have them, so they go with the "other" page that shows them.
 */
export const CATEGORIES: Record<string, SettingCategory> = {
  // The announcement belongs to the basic category (docs/domain.md §1.4).
  basic: { perm: 'settings.view_setting', fields: [...basic, ...announcement] },
  terminal: { perm: 'settings.change_terminal', fields: terminal },
  email: { perm: 'settings.change_email', fields: email },
  email_content: { perm: 'settings.change_email', fields: emailContent },
  auth: { perm: 'settings.change_auth', fields: auth },
  ldap: { perm: 'settings.change_auth', fields: ldap },
  cas: { perm: 'settings.change_auth', fields: cas },
  oidc: { perm: 'settings.change_auth', fields: oidc },
  saml2: { perm: 'settings.change_auth', fields: saml2 },
  oauth2: { perm: 'settings.change_auth', fields: oauth2 },
  radius: { perm: 'settings.change_auth', fields: radius },
  wecom: { perm: 'settings.change_auth', fields: wecom },
  dingtalk: { perm: 'settings.change_auth', fields: dingtalk },
  feishu: { perm: 'settings.change_auth', fields: feishu },
  sso: { perm: 'settings.change_auth', fields: sso },
  sms: { perm: 'settings.change_sms', fields: smsBase },
  alibaba: { perm: 'settings.change_sms', fields: alibaba },
  tencent: { perm: 'settings.change_sms', fields: tencent },
  huawei: { perm: null, fields: huawei },
  cmpp2: { perm: null, fields: cmpp2 },
  security: { perm: 'settings.change_security', fields: security },
  security_basic: { perm: 'settings.change_security', fields: securityBasic },
  security_auth: { perm: 'settings.change_security', fields: securityAuth },
  security_session: { perm: 'settings.change_security', fields: securitySession },
  security_password: { perm: 'settings.change_security', fields: securityPassword },
  security_login_limit: { perm: 'settings.change_security', fields: securityLoginLimit },
  clean: { perm: 'settings.change_clean', fields: clean },
  other: { perm: 'settings.change_other', fields: other },
  ticket: { perm: 'settings.change_other', fields: ticket },
  ops: { perm: 'settings.change_other', fields: ops },
};

/** One field as OPTIONS describes it, keys in the order DRF emits them (docs/wire.md §8.2). */
function describe(f: SettingField, lang: Lang): FieldSpec {
  const s = f.spec;
  const out: Record<string, unknown> = { name: s.name, type: s.type, required: s.required };
  if (s.default !== undefined) out.default = s.default;
  out.read_only = s.read_only;
  out.label = pick(f.label, lang);
  if (f.help) out.help_text = pick(f.help, lang);
  for (const k of ['max_length', 'min_length', 'min_value', 'max_value'] as const)
    if (s[k] !== undefined) out[k] = s[k];
  out.write_only = s.write_only;
  // A nested serializer's fields (the announcement), labelled in the request's language.
  if (s.children && f.spec.name === 'ANNOUNCEMENT')
    out.children = ANNOUNCEMENT_CHILDREN.map((c) => ({ ...c.spec, label: pick(c.label, lang) }));
  if (s.choices) {
    out.choices = s.choices.map((c, i): Choice => ({
      ...c,
      label: pick(f.choiceLabels![i]!, lang),
    }));
  }
  return out as unknown as FieldSpec;
}

const localized = new Map<SettingCategory, Map<Lang, FieldSpec[]>>();

/** A category's fields as OPTIONS describes them, labels and help texts in `lang`. */
export function categoryFields(category: SettingCategory, lang: Lang): FieldSpec[] {
  let byLang = localized.get(category);
  if (!byLang) localized.set(category, (byLang = new Map()));
  let out = byLang.get(lang);
  if (!out) byLang.set(lang, (out = category.fields.map((f) => describe(f, lang))));
  return out;
}

/** The demo's configured value of every setting, by name. */
export function configuredValues(): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const c of Object.values(CATEGORIES))
    for (const f of c.fields) out.set(f.spec.name, structuredClone(f.value));
  return out;
}
