/** The platform's static images (`/static/img/…`, served by nginx in front of the real backend). */
import type { Route } from '../router';
import { staticImage } from '../staticImages';

export const staticRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/static\/(.+)$/,
    public: true,
    handle: (ctx) => {
      const image = staticImage(ctx.params[0]!);
      if (!image) return new Response('Not Found', { status: 404 });
      return new Response(new Uint8Array(image.body), {
        headers: { 'Content-Type': image.type, 'Content-Length': String(image.body.length) },
      });
    },
  },
];
