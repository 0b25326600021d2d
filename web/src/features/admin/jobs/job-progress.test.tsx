import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toaster-store';
import { signInAsAdmin } from '@/testing/admin';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/render';
import { AdminPage } from '../shell/admin-page';
import { JobProgress } from './job-progress';

type Figures = { status: string; processed: number; batch: number; eta: number | null; failures?: object[] };

const job = (f: Figures) => ({
  __typename: 'Job',
  id: 5,
  kind: 'image-migration',
  status: f.status,
  type: 'screens',
  cancelRequested: false,
  error: null,
  progress: {
    __typename: 'JobProgress',
    total: 12,
    processed: f.processed,
    succeeded: f.processed - (f.failures?.length ?? 0),
    failed: f.failures?.length ?? 0,
    currentBatch: f.batch,
    batches: 3,
    etaSeconds: f.eta,
    message: null,
  },
  failures: f.failures ?? [],
});

/** Answers AdminJob with each of these in turn (the last one from then on), counting the calls. */
function answerJob(...states: Figures[]) {
  let calls = 0;
  server.use(
    graphql.query('AdminJob', () => {
      const state = states[Math.min(calls, states.length - 1)] as Figures;
      calls++;
      return HttpResponse.json({ data: { job: job(state) } });
    }),
  );
  return () => calls;
}

function renderPanel(onFinished = vi.fn()) {
  signInAsAdmin();
  renderWithApp(
    <AdminPage title="admin.meta.imageHost">
      <JobProgress jobId={5} title="Migration" pollMs={40} onFinished={onFinished} />
    </AdminPage>,
    { at: '/en/admin/cloudinary' },
  );
  return onFinished;
}

afterEach(() => vi.restoreAllMocks());

describe('job progress panel', { timeout: 20_000 }, () => {
  it('shows the figures live, then stops asking once the job has finished', async () => {
    const calls = answerJob(
      { status: 'running', processed: 4, batch: 1, eta: 75 },
      { status: 'running', processed: 8, batch: 2, eta: 3 },
      {
        status: 'succeeded',
        processed: 12,
        batch: 3,
        eta: 0,
        failures: [{ __typename: 'JobFailure', record: '7', reason: 'the record has no image' }],
      },
    );
    const onFinished = renderPanel();
    const panel = await screen.findByTestId('job-progress');
    const bar = within(panel).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('33');
    const figures = within(panel).getByTestId('job-figures');
    expect(figures.textContent).toContain('Processed4 of 12');
    expect(figures.textContent).toContain('Batch1 of 3');
    expect(figures.textContent).toContain('Time left1 min 15 s');
    expect(within(panel).getByTestId('job-status').textContent).toBe('Running');
    expect(within(panel).getByText('Screen Images')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Cancel run' })).toBeTruthy();

    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('100'));
    expect(within(panel).getByTestId('job-status').textContent).toBe('Succeeded');
    expect(figures.textContent).toContain('Succeeded11');
    expect(figures.textContent).toContain('Failed1');
    // Time left is only shown while the job runs.
    expect(figures.textContent).not.toContain('Time left');
    expect(within(panel).getByTestId('job-failures').textContent).toBe('7: the record has no image');
    expect(within(panel).queryByRole('button', { name: 'Cancel run' })).toBeNull();
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(onFinished).toHaveBeenCalledWith({ watched: true });

    const seen = calls();
    expect(seen).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls()).toBe(seen);
  });

  it('cancel asks first, then sends cancelJob with the id', async () => {
    const success = vi.spyOn(toaster, 'success');
    const cancelled = vi.fn();
    server.use(
      graphql.query('AdminJob', () =>
        HttpResponse.json({
          data: {
            job: job({
              status: cancelled.mock.calls.length ? 'cancelled' : 'running',
              processed: 1,
              batch: 1,
              eta: null,
            }),
          },
        }),
      ),
      graphql.mutation('CancelJob', ({ variables }) => {
        cancelled(variables.id);
        return HttpResponse.json({
          data: {
            cancelJob: {
              __typename: 'CancelJobSuccess',
              data: { ...job({ status: 'cancelled', processed: 1, batch: 1, eta: null }), cancelRequested: true },
            },
          },
        });
      }),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel run' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel run #5?' });
    // Where the focus starts (the safe choice) needs layout, so the browser specs check it.
    expect(within(dialog).getByRole('button', { name: 'Keep running' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(cancelled).toHaveBeenCalledWith(5));
    await waitFor(() => expect(success).toHaveBeenCalledWith({ id: 'cancel-job', title: 'Cancellation requested' }));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
  });
});
