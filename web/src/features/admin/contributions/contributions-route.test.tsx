import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toaster-store';
import { signInAsAdmin } from '@/testing/admin';
import { server } from '@/testing/msw-server';
import { location, renderWithApp } from '@/testing/render';
import { QUEUE_PAGE } from './contribution-queue';
import ContributionsRoute from './contributions-route';

type Row = Record<string, unknown> & { id: number };

const row = (id: number, extra: Partial<Row> = {}): Row => ({
  __typename: 'Contribution',
  id,
  kind: 'app_request',
  status: 'pending',
  language: 'pt',
  appName: `Pedido ${id}`,
  appLink: null,
  appId: null,
  appType: null,
  appPlatform: null,
  appCountry: null,
  screenId: null,
  collectionId: null,
  images: [],
  imagesVersion: 'none',
  message: `Texto ${id}`,
  rejectReason: null,
  resultAppId: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2025-03-01T12:00:00.000Z',
  ...extra,
});

const REQUEST = row(7, {
  appName: 'Carteira Digital de Trânsito',
  appLink: 'https://www.gov.br/cdt',
  message: 'Linha um\nLinha <b>dois</b>',
});
const CORRECTION = row(9, {
  kind: 'correction',
  language: 'en',
  appName: '1746 Rio',
  appId: 1,
  screenId: 12,
  message: 'The login screen is outdated.',
});

const counts = (pending: number) => ({
  contributionCounts: {
    __typename: 'ContributionCounts',
    pending,
    approved: 3,
    rejected: 0,
    expired: 0,
    awaitingImages: 0,
  },
});

/**
 * An admin on the queue; `pages` answers each ContributionQueue call in turn (by its `after`), and
 * `pending` the count. Returns the variables each queue call was sent with.
 */
function open(pages: Record<string, Row[]>, pending: () => number, at = '/en/admin/contribuicoes') {
  signInAsAdmin();
  const asked: Record<string, unknown>[] = [];
  server.use(
    graphql.query('ContributionCounts', () => HttpResponse.json({ data: counts(pending()) })),
    graphql.query('ContributionQueue', ({ variables }) => {
      asked.push(variables);
      const key = `${variables.status}:${variables.after ?? ''}`;
      return HttpResponse.json({ data: { contributions: pages[key] ?? [] } });
    }),
  );
  renderWithApp(<ContributionsRoute />, { at });
  return asked;
}

const item = (name: RegExp | string) => screen.getByRole('article', { name });

afterEach(() => vi.restoreAllMocks());

// A page of Chakra components renders slowly in jsdom on two shared cores.
describe('the moderation queue', { timeout: 20_000 }, () => {
  it('lists pending submissions as plain text, with counts in the filter and safe links', async () => {
    open({ 'pending:': [REQUEST, CORRECTION] }, () => 2);
    await screen.findByRole('article', { name: 'Carteira Digital de Trânsito' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Pending (2)' })).toBeTruthy());
    expect(screen.getByRole('tab', { name: 'Approved (3)' })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();

    const request = item('Carteira Digital de Trânsito');
    const link = within(request).getByRole('link', { name: /www\.gov\.br\/cdt/ });
    expect(link.getAttribute('href')).toBe('https://www.gov.br/cdt');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    // The visitor's words as text: markup stays visible characters, line breaks are kept.
    const text = within(request).getByTestId('contribution-message');
    expect(text.textContent).toBe('Linha um\nLinha <b>dois</b>');
    expect(text.querySelector('b')).toBeNull();
    expect(within(request).getByText('App request')).toBeTruthy();
    expect(within(request).getByText("Visitor's language: Portuguese")).toBeTruthy();

    const correction = item('About 1746 Rio');
    expect(
      within(correction)
        .getByRole('link', { name: /The 1746 Rio app page/ })
        .getAttribute('href'),
    ).toBe('/en/app/1');
    expect(
      within(correction)
        .getByRole('link', { name: /Screen #12/ })
        .getAttribute('href'),
    ).toBe('/en/app/1?screen=12');
    expect(within(correction).getByText("Visitor's language: English")).toBeTruthy();
  });

  it("shows a collection's report with a link to the collection, to take down or dismiss (issue 38)", async () => {
    const report = row(11, {
      kind: 'collection_report',
      appName: null,
      collectionId: 'AbCdEfGhIjKlMnOpQrStUv',
      message: 'Propaganda',
    });
    open({ 'pending:': [report] }, () => 1);
    const article = await screen.findByRole('article', { name: 'Collection AbCdEfGhIjKlMnOpQrStUv' });
    expect(within(article).getByText('Collection report')).toBeTruthy();
    expect(
      within(article)
        .getByRole('link', { name: /See the reported collection/ })
        .getAttribute('href'),
    ).toBe('/en/colecao/AbCdEfGhIjKlMnOpQrStUv');
    expect(within(article).getByRole('button', { name: 'Take down: Collection AbCdEfGhIjKlMnOpQrStUv' })).toBeTruthy();
    fireEvent.click(within(article).getByRole('button', { name: 'Dismiss: Collection AbCdEfGhIjKlMnOpQrStUv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss the report: Collection AbCdEfGhIjKlMnOpQrStUv' });
    expect(within(dialog).getByRole('button', { name: 'Dismiss report' })).toBeTruthy();
  });

  it('approves an app request with edited details: refused fields are shown beside them, then it leaves the list', async () => {
    const success = vi.spyOn(toaster, 'success');
    let pending = 2;
    open({ 'pending:': [REQUEST, CORRECTION] }, () => pending);
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('ApproveContribution', ({ variables }) => {
        sent.push(variables);
        if (sent.length === 1) {
          return HttpResponse.json({
            data: {
              approveContribution: {
                __typename: 'ValidationError',
                message: 'Invalid input',
                issues: [{ __typename: 'FieldIssue', path: 'name', code: 'APP_NAME_TAKEN', message: 'Name taken' }],
              },
            },
          });
        }
        pending = 1;
        return HttpResponse.json({
          data: {
            approveContribution: {
              __typename: 'ApproveContributionSuccess',
              data: { ...REQUEST, status: 'approved', resultAppId: 40, decidedBy: 'admin' },
            },
          },
        });
      }),
    );
    await screen.findByRole('article', { name: 'Carteira Digital de Trânsito' });
    fireEvent.click(screen.getByRole('button', { name: 'Approve: Carteira Digital de Trânsito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the request: Carteira Digital de Trânsito' });
    const name = within(dialog).getByRole('textbox', { name: /App name/ }) as HTMLInputElement;
    expect(name.value).toBe('Carteira Digital de Trânsito');
    expect((within(dialog).getByRole('textbox', { name: /URL/ }) as HTMLInputElement).value).toBe(
      'https://www.gov.br/cdt',
    );
    expect((within(dialog).getByRole('radio', { name: /Planned/ }) as HTMLInputElement).checked).toBe(true);

    // Required on this side first.
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the app and approve' }));
    expect(await within(dialog).findByText('App name is required')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(name, { target: { value: 'CDT' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Live/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the app and approve' }));
    expect(await within(dialog).findByText('Name taken')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));

    fireEvent.change(name, { target: { value: 'CDT Digital' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the app and approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      { id: 7, input: { name: 'CDT', url: 'https://www.gov.br/cdt', appInfo: '', planned: false } },
      { id: 7, input: { name: 'CDT Digital', url: 'https://www.gov.br/cdt', appInfo: '', planned: false } },
    ]);
    expect(success).toHaveBeenCalledWith(expect.objectContaining({ title: 'Request approved' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Carteira Digital de Trânsito' })).toBeNull());
    // The next item takes the focus; the counts were read again.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('About 1746 Rio'));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeTruthy());
  });

  it('rejects only with a reason; a decision someone else made first is said and the list read again', async () => {
    const error = vi.spyOn(toaster, 'error');
    let decided = false;
    const asked = open({ 'pending:': [CORRECTION] }, () => (decided ? 0 : 1));
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('RejectContribution', ({ variables }) => {
        sent.push(variables);
        decided = true;
        return HttpResponse.json({
          data: {
            rejectContribution: {
              __typename: 'ConflictError',
              message: 'This submission was already approved.',
            },
          },
        });
      }),
    );
    await screen.findByRole('article', { name: 'About 1746 Rio' });
    fireEvent.click(screen.getByRole('button', { name: 'Reject: 1746 Rio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject: 1746 Rio' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(reason.getAttribute('maxlength')).toBe('500');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject submission' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(reason, { target: { value: ' Already in the catalogue. ' } });
    expect(within(dialog).getByText('475 characters left')).toBeTruthy();
    const before = asked.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject submission' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ id: 9, reason: 'Already in the catalogue.' }]);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Already decided', description: 'This submission was already approved.' }),
    );
    await waitFor(() => expect(asked.length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Pending (0)' })).toBeTruthy());
  });

  it('shows more after the last id, keeps the status in the address and says when a list is empty', async () => {
    const first = Array.from({ length: QUEUE_PAGE }, (_, i) => row(i + 1));
    const asked = open({ 'pending:': first, [`pending:${QUEUE_PAGE}`]: [row(30)] }, () => QUEUE_PAGE + 1);
    await screen.findByRole('article', { name: 'Pedido 1' });
    await screen.findByText(`Showing ${QUEUE_PAGE} of ${QUEUE_PAGE + 1}`);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('article', { name: 'Pedido 30' });
    expect(screen.getAllByRole('article')).toHaveLength(QUEUE_PAGE + 1);
    expect(asked.at(-1)).toEqual({ status: 'pending', first: QUEUE_PAGE, after: QUEUE_PAGE });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Pedido 30'));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Rejected (0)' }));
    await waitFor(() => expect(location.current).toBe('/en/admin/contribuicoes?status=rejected'));
    expect(await screen.findByText('No rejected submissions.', {}, { timeout: 5000 })).toBeTruthy();
  });
});
