# The console's image, in place of the platform's Vue console image: nginx serving the build under
# /ui/ on port 80 (deploy/nginx.conf). README "Deploying" tells how to build it and swap it in, and
# what tests/e2e/dockerImage.spec.ts runs of this file on machines without a container engine.

# Build: the Node 20 the project is tested on.
FROM node:20.20.2-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Serve: Debian's nginx, the one the browser tests run, with the module that sends the .br files.
FROM debian:12.11-slim AS nginx
RUN apt-get update \
    && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
    && rm -rf /var/lib/apt/lists/*
# The console is the only site; nginx logs to the container's output.
RUN rm /etc/nginx/sites-enabled/default \
    && ln -sf /dev/stdout /var/log/nginx/access.log \
    && ln -sf /dev/stderr /var/log/nginx/error.log
COPY --from=build /src/dist /opt/jms-console
COPY deploy/nginx.conf /etc/nginx/conf.d/jms-console.conf
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
