import base from './vite.config.ts';

// One chunk per package, to see where the bytes go (not used by the app build).
export default async (env: Parameters<Exclude<typeof base, object>>[0]) => {
  const config = typeof base === 'function' ? await base(env) : base;
  return {
    ...config,
    build: {
      ...config.build,
      outDir: '/tmp/analyze-dist',
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: (id: string) => {
                  const m = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
                  return m ? `pkg-${m[1]?.replace(/[\\/@]/g, '_')}` : null;
                },
              },
            ],
          },
        },
      },
    },
  };
};
