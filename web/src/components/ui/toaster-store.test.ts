import { describe, expect, it, vi } from 'vitest';
import { toaster as chakraToaster } from './toaster-instance';
import { loadToaster, toaster } from './toaster-store';

describe('toaster-store', () => {
  it('queues a toast raised before the store has loaded and hands it over on arrival', async () => {
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
});
