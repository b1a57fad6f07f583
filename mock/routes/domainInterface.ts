/**
 * The extended edition's interface settings (xpack, closed source; shapes inferred from the
 * platform console's interface page): `GET/PUT/PATCH/OPTIONS /api/v1/xpack/interface/setting/`
 * (login title, theme, four images sent as multipart files), `POST …/interface/restore/` back to
 * the defaults, `GET …/interface/themes/`. What is saved is what the public settings' INTERFACE
 * block says; uploaded images are served from /media/xpack/.
 */
import { randomUUID } from 'node:crypto';
import { currentLicence } from '../domain/licence';
import { pick, type Tri } from '../domain/settings';
import { detail, json, readJson, type Ctx } from '../http';
import { actionsFor } from '../metadata';
import type { Route } from '../router';
import { defaultSettings, type PublicSettings } from '../settings';
import type { BackendState } from '../state';
import type { Store } from '../store';
import type { FieldSpec } from '../types';
import { coerceValue, Invalid, isPlainObject, msg, pyType } from '../writes/coerce';
import { notAuthenticated, requirePerm } from './domainCommon';

type Interface = PublicSettings['INTERFACE'];

const THEMES: { name: string; title: Tri; colors: Record<string, string> }[] = [
  { name: 'classic_green', title: ['Classic', '经典', 'クラシック'], colors: {} },
  {
    name: 'emerald',
    title: ['Emerald', '翡翠绿', 'エメラルド'],
    colors: { '--color-primary': '#1a7f64', '--color-info': '#1c84c6' },
  },
  {
    name: 'violet',
    title: ['Violet', '紫罗兰', 'バイオレット'],
    colors: { '--color-primary': '#6a3fa0', '--color-danger': '#c0392b' },
  },
  {
    name: 'graphite',
    title: ['Graphite', '石墨', 'グラファイト'],
    colors: { '--color-primary': '#37474f', '--color-warning': '#f0a020' },
  },
];

const IMAGES = ['login_image', 'favicon', 'logo_index', 'logo_logout'] as const;
type ImageField = (typeof IMAGES)[number];

const LABELS: Record<string, Tri> = {
  login_title: ['Login title', '登录页面标题', 'ログインページのタイトル'],
  theme: ['Theme', '主题', 'テーマ'],
  login_image: ['Login image', '登录页面图片', 'ログインページの画像'],
  favicon: ['Website icon', '网站图标', 'Web サイトのアイコン'],
  logo_index: ['Logo (header)', '管理页面 Logo', 'ロゴ（ヘッダー）'],
  logo_logout: ['Logo (small)', '小 Logo', 'ロゴ（小）'],
};

const HELP: Record<string, Tri> = {
  login_image: ['Tip: 492 × 472 px', '提示：492 × 472 像素', 'ヒント：492 × 472 px'],
  favicon: ['Tip: 16 × 16 px', '提示：16 × 16 像素', 'ヒント：16 × 16 px'],
  logo_index: [
    'Tip: 185 × 55 px, white text',
    '提示：185 × 55 像素，白色文字',
    'ヒント：185 × 55 px、白文字',
  ],
  logo_logout: ['Tip: 82 × 82 px', '提示：82 × 82 像素', 'ヒント：82 × 82 px'],
};

function fields(ctx: Ctx): FieldSpec[] {
  const base = (name: string, type: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
    name,
    type,
    required: false,
    read_only: false,
    label: pick(LABELS[name]!, ctx.lang),
    ...(HELP[name] ? { help_text: pick(HELP[name]!, ctx.lang) } : {}),
    write_only: false,
    ...extra,
  });
  return [
    base('login_title', 'string', { max_length: 1024 }),
    base('theme', 'choice', {
      choices: THEMES.map((t) => ({ value: t.name, label: pick(t.title, ctx.lang) })),
    }),
    ...IMAGES.map((name) => base(name, 'image upload')),
  ];
}

/** Uploaded images by path, per Store (a reset forgets them with the settings). */
const media = new WeakMap<Store, Map<string, { type: string; bytes: Uint8Array }>>();

function mediaOf(state: BackendState) {
  let m = media.get(state.store);
  if (!m) media.set(state.store, (m = new Map()));
  return m;
}

function present(state: BackendState): Record<string, unknown> {
  const i = state.settings.INTERFACE;
  return {
    login_title: i.login_title,
    theme: i.theme,
    login_image: i.login_image,
    favicon: i.favicon,
    logo_index: i.logo_index,
    logo_logout: i.logo_logout,
  };
}

function setTheme(i: Interface, name: string): void {
  i.theme = name;
  const colors = THEMES.find((t) => t.name === name)?.colors ?? {};
  i.theme_info = Object.keys(colors).length ? { colors } : {};
}

async function readInput(
  ctx: Ctx,
): Promise<{ text: Record<string, unknown>; files: Partial<Record<ImageField, File>> } | null> {
  const type = ctx.request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const form = await ctx.request.formData();
    const text: Record<string, unknown> = {};
    const files: Partial<Record<ImageField, File>> = {};
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') text[key] = value;
      else if ((IMAGES as readonly string[]).includes(key)) files[key as ImageField] = value;
    }
    return { text, files };
  }
  const body: unknown = await readJson(ctx);
  return isPlainObject(body) ? { text: body, files: {} } : null;
}

async function update(ctx: Ctx): Promise<Response> {
  const denied = requirePerm(ctx, 'settings.change_interface');
  if (denied) return denied;
  const input = await readInput(ctx);
  if (!input)
    return json({ non_field_errors: [msg({ ctx }, 'notADict', { datatype: pyType(null) })] }, 400);
  const specs = fields(ctx);
  const errors: Record<string, unknown> = {};
  const accepted: Record<string, unknown> = {};
  for (const f of specs.filter((s) => s.type !== 'image upload')) {
    if (!(f.name in input.text)) continue;
    try {
      accepted[f.name] = coerceValue(f, input.text[f.name], { ctx, partial: true });
    } catch (e) {
      if (!(e instanceof Invalid)) throw e;
      errors[f.name] = e.detail;
    }
  }
  for (const [name, file] of Object.entries(input.files)) {
    if (!file.type.startsWith('image/'))
      errors[name] = [
        'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
      ];
  }
  if (Object.keys(errors).length) return json(errors, 400);
  const i = ctx.state.settings.INTERFACE;
  if (typeof accepted.login_title === 'string') i.login_title = accepted.login_title;
  if (typeof accepted.theme === 'string') setTheme(i, accepted.theme);
  for (const [name, file] of Object.entries(input.files)) {
    const ext = (file.name.split('.').pop() ?? 'png').toLowerCase().replace(/[^a-z0-9]/g, '');
    const path = `/media/xpack/logo/${name}_${randomUUID().slice(0, 8)}.${ext || 'png'}`;
    mediaOf(ctx.state).set(path, {
      type: file.type,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    i[name as ImageField] = path;
  }
  return json(present(ctx.state));
}

/** Only with the extended edition, like every xpack route; then the usual 401. */
function xpack(handle: (ctx: Ctx) => Response | Promise<Response>) {
  return (ctx: Ctx) => {
    if (!currentLicence(ctx.state)) return detail(404, 'Not found.', 'not_found');
    if (!ctx.user) return notAuthenticated(ctx);
    return handle(ctx);
  };
}

const SETTING = /^\/api\/v1\/xpack\/interface\/setting\/$/;

export const interfaceRoutes: Route[] = [
  {
    method: 'GET',
    pattern: SETTING,
    public: true,
    handle: xpack((ctx) => requirePerm(ctx, 'settings.view_setting') ?? json(present(ctx.state))),
  },
  {
    method: 'OPTIONS',
    pattern: SETTING,
    public: true,
    handle: xpack((ctx) =>
      json({
        name: 'Interface Setting Api',
        description: '',
        renders: ['application/json'],
        parses: ['application/json', 'multipart/form-data'],
        actions: actionsFor(fields(ctx), ['GET', 'PUT', 'PATCH']),
      }),
    ),
  },
  { method: 'PUT', pattern: SETTING, public: true, handle: xpack(update) },
  { method: 'PATCH', pattern: SETTING, public: true, handle: xpack(update) },
  {
    method: 'POST',
    pattern: /^\/api\/v1\/xpack\/interface\/restore\/$/,
    public: true,
    handle: xpack((ctx) => {
      const denied = requirePerm(ctx, 'settings.change_interface');
      if (denied) return denied;
      ctx.state.settings.INTERFACE = defaultSettings().INTERFACE;
      return json({ success: true });
    }),
  },
  {
    method: 'GET',
    pattern: /^\/api\/v1\/xpack\/interface\/themes\/$/,
    public: true,
    handle: xpack((ctx) =>
      json(THEMES.map((t) => ({ name: t.name, title: pick(t.title, ctx.lang), colors: t.colors }))),
    ),
  },
  {
    method: 'GET',
    pattern: /^\/media\/xpack\/logo\/[^/]+$/,
    public: true,
    handle: (ctx) => {
      const file = mediaOf(ctx.state).get(ctx.path);
      if (!file) return new Response('Not Found', { status: 404 });
      return new Response(new Blob([file.bytes as BlobPart], { type: file.type }));
    },
  },
];
