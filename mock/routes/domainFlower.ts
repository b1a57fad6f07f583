/**
 * `/core/flower/<path>`: the backend's proxy to Celery's Flower (docs/domain.md §8.9). Its
 * permission check answers 200 `Forbidden`; past it, the demo has no Flower to proxy to, so it
 * answers as the backend does when Flower is down (its heading as the backend translates it).
 */
import { escapeHtml, html } from '../http';
import type { Lang } from '../i18n';
import { can } from '../query';
import type { Route } from '../router';

const UNAVAILABLE: Record<Lang, string> = {
  en: '<h1>Flower service unavailable, check it</h1>',
  zh: 'Flower 服务不可用，请检查',
  ja: '<h1> フラワーサービス利用不可、チェック </h1>',
};

export const flowerRoutes: Route[] = [
  {
    method: '*',
    pattern: /^\/core\/flower\/(.*)$/,
    public: true,
    handle: (ctx) => {
      if (!ctx.user || !can(ctx, 'ops.view_taskmonitor')) return html('Forbidden');
      const error =
        "HTTPConnectionPool(host='127.0.0.1', port=5555): Max retries exceeded with url: " +
        `/core/flower/${ctx.params[0]} (Caused by NewConnectionError('Failed to establish a new ` +
        "connection: [Errno 111] Connection refused'))";
      return html(`${UNAVAILABLE[ctx.lang]}<br><br> <div>${escapeHtml(error)}</div>`);
    },
  },
];
