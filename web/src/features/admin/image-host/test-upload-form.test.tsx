import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toaster-store';
import { server } from '@/testing/msw-server';
import { button, gate, LOCAL, openImageHost } from './image-host-test-utils';

afterEach(() => vi.restoreAllMocks());

describe('Test Upload (spec sections 2, 4 and 9)', { timeout: 20_000 }, () => {
  const openUpload = async () => {
    openImageHost(LOCAL);
    await screen.findByText('Local media store');
    fireEvent.click(screen.getByRole('tab', { name: 'Test Upload' }));
    return screen.findByRole('textbox', { name: /Image URL/ });
  };

  it('empty URL: disabled; pending: Uploading...; success: the toast shows 50 characters and ..., then the alert', async () => {
    const success = vi.spyOn(toaster, 'success');
    const held = gate();
    const secureUrl = '/media/screens/test-minha-cidade-tela-de-entrada-com-um-nome-longo.png';
    server.use(
      graphql.mutation('TestImageUpload', async () => {
        await held.held;
        return HttpResponse.json({
          data: {
            testImageUpload: {
              __typename: 'TestImageUploadSuccess',
              data: { __typename: 'TestImageUpload', secureUrl, publicId: 'screens/x.png' },
            },
          },
        });
      }),
    );
    const url = await openUpload();
    expect(button('Test Upload').disabled).toBe(true);
    fireEvent.change(url, { target: { value: '   ' } });
    expect(button('Test Upload').disabled).toBe(true);
    fireEvent.change(url, { target: { value: 'https://example.org/shot.png' } });
    expect(button('Test Upload').disabled).toBe(false);
    fireEvent.click(button('Test Upload'));
    expect((await screen.findByRole('button', { name: /Uploading\.\.\./ })).hasAttribute('disabled')).toBe(true);
    held.release();
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith({
        title: 'Test Upload Successful',
        description: `${secureUrl.slice(0, 50)}...`,
      }),
    );
    expect(secureUrl.slice(0, 50)).toHaveLength(50);
    const alert = await screen.findByTestId('upload-result');
    expect(within(alert).getByText('Upload Successful')).toBeTruthy();
    expect(within(alert).getByRole('link').getAttribute('href')).toBe(secureUrl);
    expect(within(alert).getByRole('img', { name: 'Preview of the uploaded image' }).getAttribute('src')).toBe(
      secureUrl,
    );
  });

  it("a refusal: the failure toast with 'Error: ' and the server's reason", async () => {
    const error = vi.spyOn(toaster, 'error');
    server.use(
      graphql.mutation('TestImageUpload', () =>
        HttpResponse.json({
          data: {
            testImageUpload: {
              __typename: 'ValidationError',
              message: 'Invalid input',
              issues: [
                { __typename: 'FieldIssue', path: 'imageUrl', message: 'The image could not be fetched: refused' },
              ],
            },
          },
        }),
      ),
    );
    fireEvent.change(await openUpload(), { target: { value: 'https://127.0.0.1/x.png' } });
    fireEvent.click(button('Test Upload'));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith({
        title: 'Test Upload Failed',
        description: 'Error: The image could not be fetched: refused',
      }),
    );
    expect(screen.queryByTestId('upload-result')).toBeNull();
  });
});
