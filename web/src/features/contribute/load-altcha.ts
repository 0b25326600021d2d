/**
 * The widget's module (web/src/altcha-boot.ts). A form page reached by a full load already has it from
 * the server's <script>; one reached by a client-side navigation fetches it here (the same file, so it
 * runs once). The server renderer never loads it: the branch is dropped from its bundle.
 */
export const loadAltcha: () => Promise<unknown> = import.meta.env.SSR
  ? () => Promise.resolve()
  : () => import('@/altcha-boot');
