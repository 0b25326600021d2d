# Node 24 LTS: the major CI runs the whole suite on (.ci/install-node pins the exact release).
FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY scripts/no-schema-engine scripts/
COPY schema schema
COPY prisma.config.ts ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build --if-present
# Two malloc arenas: glibc otherwise keeps what each allocating thread freed (libvips, V8 compile threads).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536 MALLOC_TRIM_THRESHOLD_=65536
EXPOSE 3000
CMD ["npm", "start"]
