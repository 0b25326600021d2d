/**
 * The widget's module (web/src/altcha-boot.ts), fetched at the form's first use. On a full load the
 * server's small <script> (web/src/altcha-on-intent.ts) may have fetched it already (the same file, so it
 * runs once). The server renderer never loads it: the branch is dropped from its bundle.
 */
export const loadAltcha: () => Promise<unknown> = import.meta.env.SSR
  ? () => Promise.resolve()
  : () => import('@/altcha-boot');
