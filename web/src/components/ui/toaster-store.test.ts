import { describe, expect, it, vi } from 'vitest';

describe('toaster-store', () => {
  it('queues a toast raised before the store has loaded and hands it over on arrival', async () => {
    // Fresh modules: test files share a module registry, and an earlier file may have loaded the store.
    vi.resetModules();
    const { toaster: chakraToaster } = await import('./toaster-instance');
    const { loadToaster, toaster } = await import('./toaster-store');
    toaster.success({ title: 'Saved', description: 'All good' });
    const store = await loadToaster();
    expect(store).toBe(chakraToaster);
    const toasts = store.getVisibleToasts();
    expect(toasts.map((t) => [t.type, t.title])).toEqual([['success', 'Saved']]);
    // Once loaded, calls go straight through, in the same tick.
    const error = vi.spyOn(store, 'error');
    toaster.error({ title: 'Failed' });
    expect(error).toHaveBeenCalledWith({ title: 'Failed' });
  });

  it("one at a time: another action's toast waits for the first; the same action's replaces it", async () => {
    const { loadToaster, toaster } = await import('./toaster-store');
    const store = await loadToaster();
    store.remove();
    toaster.error({ id: 'newsletter', title: 'Falhou' });
    toaster.success({ id: 'screen-add', title: 'Tela criada' });
    expect(store.getVisibleToasts().map((t) => t.title)).toEqual(['Falhou']);
    toaster.success({ id: 'newsletter', title: 'Inscrito' });
    expect(store.getVisibleToasts().map((t) => [t.type, t.title])).toEqual([['success', 'Inscrito']]);
    store.remove('newsletter');
    await vi.waitFor(() => expect(store.getVisibleToasts().map((t) => t.title)).toEqual(['Tela criada']));
  });
});
