import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toaster-store';
import { signInAsAdmin } from '@/testing/admin';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/render';
import ContributionsRoute from './contributions-route';

// Issue 37: a visitor's screenshots in the moderation queue — the app they are for, thumbnails read
// with the admin's token (shown through object URLs, revoked when left), the personal-data checklist
// that enables Approve, and what approving and rejecting say they do.

const image = (position: number, flow: string, notes: string | null = null) => ({
  __typename: 'ContributionImage',
  position,
  flow,
  notes,
  width: 390,
  height: 844,
  // What the server suggests for the approval's fields (issue 53).
  suggestion: {
    __typename: 'ScreenSuggestion',
    name: notes ?? flow,
    flow,
    tags: flow === 'Login' ? ['login'] : [],
    description: notes,
    altText: `Captura de tela: ${notes ?? flow}.`,
  },
});

const base = {
  __typename: 'Contribution',
  imagesVersion: 'seen-1',
  kind: 'screens',
  status: 'pending',
  language: 'pt',
  appLink: null,
  appId: null,
  appType: null,
  appPlatform: null,
  appCountry: null,
  screenId: null,
  collectionId: null,
  message: '',
  rejectReason: null,
  resultAppId: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2025-03-01T12:00:00.000Z',
};

const NEW_APP = {
  ...base,
  id: 21,
  appName: 'Recife na Mão',
  appLink: 'https://recife.pe.gov.br/app',
  appType: 'Municipal',
  appPlatform: 'Android',
  appCountry: 'Brasil',
  message: 'Telas do app da prefeitura.',
  images: [image(1, 'Login', 'Tela inicial'), image(2, 'Serviços')],
};

const EXISTING = { ...base, id: 22, appName: '1746 Rio', appId: 1, images: [image(1, 'Home'), image(2, 'Perfil')] };

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

type ImageAnswer = (id: string, position: string) => number;

/** The admin on the queue with these submissions; images answer 200 unless `status` says otherwise. */
function open(items: object[], status: ImageAnswer = () => 200) {
  signInAsAdmin();
  const asked: { path: string; authorization: string | null }[] = [];
  server.use(
    graphql.query('ContributionCounts', () =>
      HttpResponse.json({
        data: {
          contributionCounts: {
            __typename: 'ContributionCounts',
            pending: items.length,
            approved: 0,
            rejected: 0,
            expired: 0,
            awaitingImages: 0,
          },
        },
      }),
    ),
    graphql.query('ContributionQueue', ({ variables }) =>
      HttpResponse.json({ data: { contributions: variables.status === 'pending' ? items : [] } }),
    ),
    http.get('*/api/admin/contributions/:id/images/:position', ({ request, params }) => {
      asked.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization') });
      const code = status(String(params.id), String(params.position));
      if (code !== 200) return new HttpResponse('{"error":"not found"}', { status: code });
      return new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } });
    }),
  );
  const view = renderWithApp(<ContributionsRoute />, { at: '/en/admin/contribuicoes' });
  return { asked, view };
}

const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
let created: string[];
let revoked: string[];

beforeEach(() => {
  created = [];
  revoked = [];
  let n = 0;
  // Object URLs are counted (jsdom draws nothing), and the IntersectionObserver of setup-tests never
  // reports: here every list is near the viewport at once.
  URL.createObjectURL = () => {
    const url = `blob:http://localhost/${++n}`;
    created.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
});

afterEach(() => {
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const item = (name: string) => screen.getByRole('article', { name });
const check = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('checkbox', { name });

// (40 s: the approval dialog holds every capture's fields, slow in jsdom on two shared cores.)
describe('screenshots in the moderation queue', { timeout: 40_000 }, () => {
  it('shows the new app, the thumbnails read with the token, and enables Approve only when every check is ticked', async () => {
    const success = vi.spyOn(toaster, 'success');
    const sent: unknown[] = [];
    const { asked, view } = open([NEW_APP]);
    server.use(
      graphql.mutation('ApproveContribution', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            approveContribution: {
              __typename: 'ApproveContributionSuccess',
              data: { ...NEW_APP, status: 'approved', resultAppId: 55, images: [] },
            },
          },
        });
      }),
    );
    await screen.findByRole('article', { name: 'Recife na Mão' }, { timeout: 5000 });
    const article = item('Recife na Mão');
    expect(within(article).getByText('Screenshots sent')).toBeTruthy();
    const described = within(article).getByTestId('contribution-new-app');
    expect(described.textContent).toContain('A new app, as the visitor described it');
    expect(described.textContent).toContain('Type:Municipal');
    expect(described.textContent).toContain('Platform:Android');
    expect(described.textContent).toContain('Country:Brasil');
    const link = within(described).getByRole('link', { name: /recife\.pe\.gov\.br/ });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(within(article).getByTestId('contribution-image-count').textContent).toBe('2 screenshots');

    // Thumbnails: fetched with the admin's token, shown from object URLs, alt text from flow and position.
    const list = within(article).getByRole('list', { name: 'Screenshots sent' });
    const first = await within(list).findByRole('img', { name: 'Screenshot 1 of 2: Login' });
    expect(first.getAttribute('src')).toMatch(/^blob:/);
    await within(list).findByRole('img', { name: 'Screenshot 2 of 2: Serviços' });
    expect(asked.map((a) => a.path).sort()).toEqual([
      '/api/admin/contributions/21/images/1',
      '/api/admin/contributions/21/images/2',
    ]);
    expect(new Set(asked.map((a) => a.authorization))).toEqual(new Set(['Bearer token-1']));
    expect(within(list).getByText('1. Login')).toBeTruthy();
    expect(within(list).getByText('Tela inicial')).toBeTruthy();

    // The full image in a dialog, from its thumbnail's button.
    fireEvent.click(within(list).getByRole('button', { name: 'Open screenshot 1 of 2 full size: Login' }));
    const full = await screen.findByRole('dialog', { name: 'Screenshot 1 of 2: Login' });
    expect(within(full).getByRole('img').getAttribute('src')).toBe(first.getAttribute('src'));
    expect(within(full).getByText('390 × 844 px')).toBeTruthy();
    fireEvent.click(within(full).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The checklist: Approve stays disabled until all four are ticked.
    const approve = within(article).getByRole('button', { name: 'Approve: Recife na Mão' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    const checklist = within(article).getByRole('group', { name: 'Before approving: no personal data' });
    expect(approve.getAttribute('aria-describedby')).toBeTruthy();
    for (const name of [/No names of real people/, /No CPF/, /No addresses/]) fireEvent.click(check(checklist, name));
    expect(within(checklist).getByText('3 of 4 checked')).toBeTruthy();
    expect(approve.disabled).toBe(true);
    fireEvent.click(check(checklist, /No photos of people/));
    expect(approve.disabled).toBe(false);

    // A new app: the form is the request's, live by default, with what cannot be edited here said.
    fireEvent.click(approve);
    const dialog = await screen.findByRole('dialog', { name: 'Approve the screenshots: Recife na Mão' });
    expect(within(dialog).getByText(/publishes its 2 screenshots on its page/)).toBeTruthy();
    expect(within(dialog).getByTestId('approve-described').textContent).toBe(
      'Type, platform and country as the visitor gave them: Municipal · Android · Brasil',
    );
    expect((within(dialog).getByRole('radio', { name: /Live/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByRole('radio', { name: /screens stay hidden until it is live/ })).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /App info/ }), {
      target: { value: 'App da prefeitura do Recife.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the app and publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        id: 21,
        input: {
          name: 'Recife na Mão',
          url: 'https://recife.pe.gov.br/app',
          appInfo: 'App da prefeitura do Recife.',
          planned: false,
          imagesVersion: 'seen-1',
          // Each capture as suggested, none edited here.
          screens: [
            {
              position: 1,
              name: 'Tela inicial',
              flow: 'Login',
              tags: ['login'],
              description: 'Tela inicial',
              altText: 'Captura de tela: Tela inicial.',
            },
            {
              position: 2,
              name: 'Serviços',
              flow: 'Serviços',
              tags: [],
              description: null,
              altText: 'Captura de tela: Serviços.',
            },
          ],
        },
      },
    ]);
    expect(success).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Screenshots approved',
        description: 'The app “Recife na Mão” was created with the screens.',
      }),
    );
    // The item left the list: its object URLs are revoked.
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Recife na Mão' })).toBeNull());
    expect(created.length).toBeGreaterThanOrEqual(2);
    expect(revoked.sort()).toEqual([...created].sort());
    view.unmount();
  });

  it('for an app in the catalogue: its page, per-image failures with retry, and what approve and reject do', async () => {
    let fail = true;
    const { asked } = open([EXISTING], (_id, position) => (position === '2' ? 404 : fail ? 500 : 200));
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('ApproveContribution', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            approveContribution: {
              __typename: 'ApproveContributionSuccess',
              data: { ...EXISTING, status: 'approved', resultAppId: 1, images: [] },
            },
          },
        });
      }),
    );
    await screen.findByRole('article', { name: '1746 Rio' }, { timeout: 5000 });
    const article = item('1746 Rio');
    expect(
      within(article)
        .getByRole('link', { name: /The 1746 Rio app page/ })
        .getAttribute('href'),
    ).toBe('/en/app/1');
    // No text from the visitor: nothing is shown for it.
    expect(within(article).queryByTestId('contribution-message')).toBeNull();

    expect(await within(article).findByText('Could not load screenshot 1.')).toBeTruthy();
    expect(await within(article).findByText('Screenshot 2 is no longer available.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(article).getByRole('button', { name: 'Try again' }));
    expect(await within(article).findByRole('img', { name: 'Screenshot 1 of 2: Home' })).toBeTruthy();
    expect(asked.filter((a) => a.path.endsWith('/images/1'))).toHaveLength(2);

    // Reject says the images are deleted at once.
    fireEvent.click(within(article).getByRole('button', { name: 'Reject: 1746 Rio' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject: 1746 Rio' });
    expect(within(reject).getByTestId('reject-warning').textContent).toBe(
      'Rejecting deletes the 2 screenshots at once; this cannot be undone.',
    );
    fireEvent.click(within(reject).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Approve (once checked) adds them to the app, each capture curated first (issue 53).
    const checklist = within(article).getByRole('group', { name: 'Before approving: no personal data' });
    for (const box of within(checklist).getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(within(article).getByRole('button', { name: 'Approve: 1746 Rio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the screenshots: 1746 Rio' });
    expect(within(dialog).getByText(/The 2 screenshots are added to 1746 Rio, after its current screens/)).toBeTruthy();
    const capture = (n: number) =>
      within(within(dialog).getByRole('group', { name: `Screenshot ${n} of 2 · ${n === 1 ? 'Home' : 'Perfil'}` }));
    const first = capture(1);
    expect((first.getByRole('textbox', { name: /Screen title/ }) as HTMLInputElement).value).toBe('Home');
    expect((first.getByRole('textbox', { name: /Alt text/ }) as HTMLTextAreaElement).value).toBe(
      'Captura de tela: Home.',
    );
    // A blank name is refused here, on its field.
    fireEvent.change(first.getByRole('textbox', { name: /Screen title/ }), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish the screens' }));
    expect(await first.findByText('Give the screen a name')).toBeTruthy();
    fireEvent.change(first.getByRole('textbox', { name: /Screen title/ }), { target: { value: 'Início' } });
    fireEvent.click(first.getByRole('button', { name: 'Add tag button' }));
    // The second is left out: it is not sent, and the dialog says it is deleted.
    fireEvent.click(capture(2).getByRole('checkbox', { name: 'Publish this screenshot' }));
    expect(capture(2).getByTestId('capture-left-out')).toBeTruthy();
    expect(within(dialog).getByTestId('capture-count').textContent).toBe(
      '1 screenshot will be published; 1 will be deleted.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish the screens' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        id: 22,
        input: {
          imagesVersion: 'seen-1',
          screens: [
            {
              position: 1,
              name: 'Início',
              flow: 'Home',
              tags: ['button'],
              description: null,
              altText: 'Captura de tela: Home.',
            },
          ],
        },
      },
    ]);
  });

  it('keeps Approve disabled while no screenshot has arrived', async () => {
    open([{ ...EXISTING, id: 23, images: [] }]);
    await screen.findByRole('article', { name: '1746 Rio' }, { timeout: 5000 });
    const article = item('1746 Rio');
    expect(within(article).getByText('No screenshots received')).toBeTruthy();
    expect(within(article).getByText('No screenshots have arrived: there is nothing to approve.')).toBeTruthy();
    expect((within(article).getByRole('button', { name: 'Approve: 1746 Rio' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(article).queryByRole('group', { name: /personal data/ })).toBeNull();
  });
});
