# The platform's production image: the built web app and API on Node 20, run as the unprivileged
# `node` user, with a health check. Configure it with environment variables (README, "Deployment"):
# DATABASE_URL, SMTP_URL and SECRETS_KEY are required, PLATFORM_DOMAIN and PLATFORM_ADMIN_EMAIL on
# the first start. The image never starts the embedded database or the demo.

# The workspaces' manifests, which both stages install from.
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/pixel/package.json packages/pixel/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM manifests
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/tmp/lead-platform
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY apps/api/src/db/migrations apps/api/src/db/migrations
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "apps/api/dist/main.js"]
