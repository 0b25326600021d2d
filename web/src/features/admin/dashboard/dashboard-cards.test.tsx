import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin } from '@/testing/admin';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/render';
import { AdminIntl } from '../shell/admin-intl';
import { AirtableCard } from './airtable-card';
import { BackupLine } from './backup-line';
import { HostLine } from './host-line';

const airtable = (configured: boolean) =>
  server.use(
    graphql.query('AirtableStatus', () =>
      HttpResponse.json({ data: { airtableConfigured: configured, jobs: [], deletedRecords: [] } }),
    ),
  );

describe('dashboard cards', () => {
  it('the sync button is disabled, with the reason, when Airtable is not configured', async () => {
    signInAsAdmin();
    airtable(false);
    renderWithApp(
      <AdminIntl>
        <AirtableCard />
      </AdminIntl>,
      { at: '/admin' },
    );
    const reason = await screen.findByTestId('sync-unavailable');
    expect(reason.textContent).toBe(
      'O Airtable não está configurado neste servidor: defina AIRTABLE_API_KEY e AIRTABLE_BASE_ID para sincronizar.',
    );
    const button = screen.getByRole('button', { name: 'Sincronizar do Airtable' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('the sync button is enabled when it is configured', async () => {
    signInAsAdmin();
    airtable(true);
    renderWithApp(
      <AdminIntl>
        <AirtableCard />
      </AdminIntl>,
      { at: '/en/admin' },
    );
    const button = (await screen.findByRole('button', { name: 'Sync from Airtable' })) as HTMLButtonElement;
    await waitFor(() => expect(screen.queryByTestId('sync-unavailable')).toBeNull());
    expect(button.disabled).toBe(false);
  });

  it('names where images are stored: this server or Cloudinary', async () => {
    signInAsAdmin();
    const host = (name: string, cloudName: string) =>
      server.use(
        graphql.query('DashboardHost', () =>
          HttpResponse.json({
            data: { imageHostStatus: { name, cloudName, configured: true, message: null } },
          }),
        ),
      );
    host('local', 'local');
    const local = renderWithApp(
      <AdminIntl>
        <HostLine />
      </AdminIntl>,
      { at: '/en/admin' },
    );
    expect((await screen.findByTestId('image-host-line')).textContent).toBe("Images are stored on this server's disk.");
    local.unmount();
    host('cloudinary', 'vitrine');
    renderWithApp(
      <AdminIntl>
        <HostLine />
      </AdminIntl>,
      { at: '/admin' },
    );
    expect((await screen.findByTestId('image-host-line')).textContent).toBe(
      'As imagens ficam no Cloudinary (vitrine).',
    );
  });

  it("says plainly when no backup exists, and the last one's time, size and result", async () => {
    signInAsAdmin();
    const last = (lastBackup: object | null) =>
      server.use(graphql.query('DashboardBackup', () => HttpResponse.json({ data: { lastBackup } })));
    last(null);
    const none = renderWithApp(
      <AdminIntl>
        <BackupLine />
      </AdminIntl>,
      { at: '/admin' },
    );
    expect((await screen.findByTestId('backup-line')).textContent).toBe(
      'Nenhum backup foi feito ainda: rode npm run backup ou espere o agendado.',
    );
    none.unmount();
    last({ at: '2026-12-01T03:00:00.000Z', ok: true, bytes: 5 * 1024 * 1024, error: null });
    renderWithApp(
      <AdminIntl>
        <BackupLine />
      </AdminIntl>,
      { at: '/en/admin' },
    );
    expect((await screen.findByTestId('backup-line')).textContent).toMatch(
      /^Last backup: Dec 1, 2026, .+, 5 MB, complete\.$/,
    );
  });
});
