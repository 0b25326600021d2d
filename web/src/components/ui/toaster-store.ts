import type { toaster as ChakraToaster } from './toaster-instance';

type Store = typeof ChakraToaster;
type Options = Parameters<Store['create']>[0];

let store: Store | undefined;
let loading: Promise<Store> | undefined;
const waiting: ((store: Store) => void)[] = [];

/** The real store, loaded on first use; the toast UI (components/ui/toaster) imports the same one. */
export function loadToaster(): Promise<Store> {
  loading ??= import('./toaster-instance').then((module) => {
    store = module.toaster;
    for (const run of waiting.splice(0)) run(module.toaster);
    return module.toaster;
  });
  return loading;
}

function call(run: (store: Store) => void) {
  if (store) run(store);
  else {
    waiting.push(run);
    void loadToaster();
  }
}

/**
 * What pages raise toasts with: same calls as Chakra's toaster, without its state machine in every
 * page's first load. A toast raised before the store arrives is shown as soon as it does.
 */
export const toaster = {
  create: (options: Options) => call((s) => s.create(options)),
  success: (options: Options) => call((s) => s.success(options)),
  error: (options: Options) => call((s) => s.error(options)),
  dismiss: (id?: string) => call((s) => s.dismiss(id)),
};
