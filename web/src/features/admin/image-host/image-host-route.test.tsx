import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toaster-store';
import { server } from '@/testing/msw-server';
import { BROKEN, button, CLOUDINARY, gate, LOCAL, openImageHost } from './image-host-test-utils';

afterEach(() => vi.restoreAllMocks());

describe('image host status card (spec section 2)', { timeout: 20_000 }, () => {
  it('checking, then connected with the cloud name; Refresh Status asks again', async () => {
    const first = gate();
    let calls = 0;
    openImageHost(CLOUDINARY, async () => {
      calls++;
      if (calls === 1) await first.held;
    });
    expect(await screen.findByText('Checking status...')).toBeTruthy();
    first.release();
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(screen.getByText('Cloud name: demo-cloud')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Cloudinary Management' })).toBeTruthy();
    fireEvent.click(button('Refresh Status'));
    await waitFor(() => expect(calls).toBe(2));
    expect(await screen.findByText('Connected')).toBeTruthy();
  });

  it('the local media store: connected, and the title says images stay on this server', async () => {
    openImageHost(LOCAL);
    expect(await screen.findByText('Local media store')).toBeTruthy();
    expect(screen.getByText('Connected')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Image management' })).toBeTruthy();
    expect(screen.getByText('Images are stored on this server.')).toBeTruthy();
  });

  it('an S3 bucket: connected with its name and shared by every instance; refused with its own advice', async () => {
    openImageHost({ configured: true, cloudName: 'vitrine-media', name: 's3' });
    expect(await screen.findByText('Bucket: vitrine-media')).toBeTruthy();
    expect(screen.getByText('Images are stored in an S3 bucket shared by every instance.')).toBeTruthy();
    cleanup();
    const why = 'S3 refused the bucket check: SignatureDoesNotMatch (403)';
    openImageHost({ configured: false, cloudName: 'vitrine-media', name: 's3', message: why });
    expect(await screen.findByText(/The S3 bucket does not answer with these settings/)).toBeTruthy();
    expect(screen.getByText(`Detail: ${why}`)).toBeTruthy();
    expect(button('Start Migration').disabled).toBe(true);
  });

  it("not configured: the spec's message, the server's reason, and both tools' buttons disabled", async () => {
    openImageHost(BROKEN);
    expect(await screen.findByText('Not Configured')).toBeTruthy();
    expect(
      screen.getByText('Cloudinary is not properly configured. Please check your environment variables.'),
    ).toBeTruthy();
    expect(screen.getByText('Detail: Cloudinary refused the request: bad key')).toBeTruthy();
    expect(button('Start Migration').disabled).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Test Upload' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Image URL/ }), {
      target: { value: 'https://example.org/a.png' },
    });
    expect(button('Test Upload').disabled).toBe(true);
  });
});

describe('Batch Migration form (spec sections 4, 5 and 8)', { timeout: 20_000 }, () => {
  it('sends defaults for empty or zero entries, reads Starting Migration... while pending; a refusal toasts', async () => {
    const success = vi.spyOn(toaster, 'success');
    const sent = vi.fn();
    const held = gate();
    openImageHost(LOCAL);
    server.use(
      graphql.mutation('StartImageMigration', async ({ variables }) => {
        sent(variables.input);
        await held.held;
        return HttpResponse.json({
          data: {
            startImageMigration: { __typename: 'ConflictError', message: 'A migration is already running (#3).' },
          },
        });
      }),
    );
    await screen.findByText('Local media store');
    fireEvent.change(screen.getByRole('combobox', { name: 'Migration Type' }), { target: { value: 'logos' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Max Records' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Batch Size' }), { target: { value: '0' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Delay Between Batches (ms)' }), {
      target: { value: '1' },
    });
    const error = vi.spyOn(toaster, 'error');
    fireEvent.click(button('Start Migration'));
    const pending = await screen.findByRole('button', { name: /Starting Migration\.\.\./ });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toHaveBeenCalledWith({ type: 'logos', maxRecords: 100, batchSize: 10, delayBetweenBatches: 1 });
    // What was sent is what the form now shows.
    expect((screen.getByRole('spinbutton', { name: 'Batch Size' }) as HTMLInputElement).value).toBe('10');
    held.release();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith({
        id: 'migration-start',
        title: 'Migration Failed',
        description: 'Error: A migration is already running (#3).',
      }),
    );
    expect(success).not.toHaveBeenCalled();
  });

  it('out-of-bounds entries are named on their fields and nothing is sent', async () => {
    const sent = vi.fn();
    openImageHost(LOCAL);
    server.use(graphql.mutation('StartImageMigration', () => sent()));
    await screen.findByText('Local media store');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Max Records' }), { target: { value: '1001' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Batch Size' }), { target: { value: '51' } });
    fireEvent.click(button('Start Migration'));
    expect(await screen.findByText('Enter a whole number from 1 to 1000 (empty or 0 means 100).')).toBeTruthy();
    expect(screen.getByText('Enter a whole number from 1 to 50 (empty or 0 means 10).')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: 'Max Records' }));
    expect(sent).not.toHaveBeenCalled();
  });
});
