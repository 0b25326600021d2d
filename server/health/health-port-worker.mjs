// Entry of the health port's worker thread. Node 20 does not apply tsx's loader inside workers, so the
// TypeScript module is loaded through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./health-port-worker.ts', import.meta.url);
