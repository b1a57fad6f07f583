/**
 * Mail and LDAP test endpoints, LDAP user cache and import (docs/domain.md §10.2–10.4, §10.3
 * polling).
 */
import {
  directory,
  evaluateConfig,
  importUsers,
  pollSync,
  refreshCache,
  testLogin,
} from '../domain/ldap';
import { domainOf } from '../domain/state';
import { json, readJson, type Ctx } from '../http';
import { ORG_ROOT, ORG_SYSTEM } from '../rbac';
import type { Route } from '../router';
import { asObject, isTrue, paginate, requirePerm } from './domainCommon';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

async function mailTest(ctx: Ctx): Promise<Response> {
  const denied = requirePerm(ctx, 'settings.change_email');
  if (denied) return denied;
  const body = asObject(await readJson(ctx));
  const recipient = typeof body.EMAIL_RECIPIENT === 'string' ? body.EMAIL_RECIPIENT.trim() : '';
  const from = typeof body.EMAIL_FROM === 'string' ? body.EMAIL_FROM.trim() : '';
  const errors: string[] = [];
  if (!recipient)
    errors.push(
      "'EMAIL_RECIPIENT': [ErrorDetail(string='This field is required.', code='required')]",
    );
  else if (!EMAIL.test(recipient))
    errors.push(
      "'EMAIL_RECIPIENT': [ErrorDetail(string='Enter a valid email address.', code='invalid')]",
    );
  if (from && !EMAIL.test(from))
    errors.push(
      "'EMAIL_FROM': [ErrorDetail(string='Enter a valid email address.', code='invalid')]",
    );
  if (errors.length) return json({ error: `{${errors.join(', ')}}` }, 400);
  // The demo SMTP relay refuses the reserved .invalid domain, so the failure path is reachable.
  if (/\.invalid$/i.test(recipient)) {
    return json(
      {
        error: `{'${recipient}': (550, b'5.1.1 <${recipient}>: Recipient address rejected: User unknown in virtual mailbox table')}`,
      },
      400,
    );
  }
  return json({ msg: `Test mail sent to ${recipient}, please check` });
}

/** `running` while the test runs (one poll), then the result; `?refresh=1` starts a new test. */
async function ldapConfigTest(ctx: Ctx): Promise<Response> {
  const denied = requirePerm(ctx, 'settings.change_auth');
  if (denied) return denied;
  const body = asObject(await readJson(ctx));
  const ldap = domainOf(ctx.state).ldap;
  if (isTrue(ctx.url.searchParams.get('refresh')) || !ldap.test) {
    const result = evaluateConfig(ctx.state, body);
    ldap.test = { pollsLeft: 0, status: result.status, body: result.body };
    return json({ status: 'running' });
  }
  if (ldap.test.pollsLeft > 0) {
    ldap.test.pollsLeft--;
    return json({ status: 'running' });
  }
  return json(ldap.test.body, ldap.test.status);
}

async function ldapLoginTest(ctx: Ctx): Promise<Response> {
  const denied = requirePerm(ctx, 'settings.change_auth');
  if (denied) return denied;
  const body = asObject(await readJson(ctx));
  const result = testLogin(ctx.state, String(body.username ?? ''), String(body.password ?? ''));
  return json(result.body, result.status);
}

function ldapUsers(ctx: Ctx): Response {
  const denied = requirePerm(ctx, 'settings.change_auth');
  if (denied) return denied;
  const q = ctx.url.searchParams;
  const police = q.get('cache_police');
  let users;
  if (police === null || isTrue(police)) {
    const answer = pollSync(ctx.state);
    if ('status' in answer) return json(answer.body, answer.status);
    users = answer.users;
  } else {
    users = directory(ctx.state);
  }
  const existing = new Set(ctx.state.store.users.map((u) => String(u.username)));
  let rows = users.map((u) => ({
    id: u.id,
    username: u.username,
    name: u.name,
    email: u.email,
    groups: u.groups,
    existing: existing.has(u.username),
  }));
  const search = (q.get('search') ?? '').toLowerCase();
  if (search)
    rows = rows.filter((r) =>
      [r.username, r.name, r.email].some((v) => v.toLowerCase().includes(search)),
    );
  const order = q.get('order');
  const key = order?.replace(/^-/, '') as keyof (typeof rows)[number] | undefined;
  if (key && rows[0] && key in rows[0]) {
    const dir = order!.startsWith('-') ? -1 : 1;
    rows.sort((a, b) => String(a[key]).localeCompare(String(b[key])) * dir);
  } else {
    rows.sort((a, b) => Number(a.existing) - Number(b.existing));
  }
  return paginate(ctx, rows);
}

async function ldapImport(ctx: Ctx): Promise<Response> {
  const denied = requirePerm(ctx, 'settings.change_auth');
  if (denied) return denied;
  const body = asObject(await readJson(ctx));
  const list = Array.isArray(body.username_list) ? body.username_list.map(String) : null;
  if (!list) return json({ errors: { username_list: ['This field is required.'] } }, 400);
  const orgId = String(body.org_id ?? '');
  const org = ctx.state.store.orgs.find((o) => o.id === orgId);
  if (!org || orgId === ORG_ROOT || orgId === ORG_SYSTEM)
    return json({ error: `Organization not found: ${orgId}` }, 400);
  const cache = domainOf(ctx.state).ldap.cache;
  if (!cache?.length) return json({ msg: 'Get ldap users is None' }, 400);
  const picked = list.includes('*') ? cache : cache.filter((u) => list.includes(u.username));
  const count = importUsers(ctx.state, picked, org.id);
  return json({ msg: `Imported ${count} users successfully (Organization: ${org.name})` });
}

export const settingsRoutes: Route[] = [
  { method: 'POST', pattern: /^\/api\/v1\/settings\/mail\/testing\/$/, handle: mailTest },
  {
    method: 'POST',
    pattern: /^\/api\/v1\/settings\/ldap\/testing\/config\/$/,
    handle: ldapConfigTest,
  },
  {
    method: 'POST',
    pattern: /^\/api\/v1\/settings\/ldap\/testing\/login\/$/,
    handle: ldapLoginTest,
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/settings\/ldap\/cache\/refresh\/$/,
    handle: (ctx) => {
      const denied = requirePerm(ctx, 'settings.change_auth');
      if (denied) return denied;
      refreshCache(ctx.state);
      return json({ msg: 'success' });
    },
  },
  { method: 'GET', pattern: /^\/api\/v1\/settings\/ldap\/users\/$/, handle: ldapUsers },
  { method: 'POST', pattern: /^\/api\/v1\/settings\/ldap\/users\/import\/$/, handle: ldapImport },
];
