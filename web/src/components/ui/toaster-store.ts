import { useSyncExternalStore } from 'react';
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

// Whether the toast region is wanted on the page: at the visitor's first interaction (toasts only
// answer actions, and the live region should exist before its first toast) or at a first toast.
let wanted = false;
const listeners = new Set<() => void>();

export function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** True once the toast region is wanted (the layout then mounts it). */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

function call(run: (store: Store) => void) {
  wantToaster();
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
