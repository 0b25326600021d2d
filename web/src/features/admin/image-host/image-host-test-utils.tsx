import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { signInAsAdmin } from '@/testing/admin';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/render';
import ImageHostRoute from './image-host-route';

// Shared by the image tool's component tests.

export type Status = { configured: boolean; cloudName: string; name: string; message?: string | null };
export const CLOUDINARY: Status = { configured: true, cloudName: 'demo-cloud', name: 'cloudinary' };
export const LOCAL: Status = { configured: true, cloudName: 'local', name: 'local' };
export const BROKEN: Status = {
  configured: false,
  cloudName: '',
  name: 'cloudinary',
  message: 'Cloudinary refused the request: bad key',
};

const statusData = (status: Status) => ({
  imageHostStatus: { __typename: 'ImageHostStatus', message: null, ...status },
});

/** /en/admin/cloudinary as a verified admin, with this host status and no past runs. */
export function openImageHost(status: Status, onStatus?: () => Promise<void>) {
  signInAsAdmin();
  server.use(
    graphql.query('ImageHostStatus', async () => {
      await onStatus?.();
      return HttpResponse.json({ data: statusData(status) });
    }),
    graphql.query('MigrationJobs', () => HttpResponse.json({ data: { jobs: [] } })),
  );
  renderWithApp(<ImageHostRoute />, { at: '/en/admin/cloudinary' });
}

/** A promise the test resolves when it has seen the pending state. */
export function gate() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release: () => release() };
}

export const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
