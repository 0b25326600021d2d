import { Alert, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useDocumentHead } from '@/lib/use-document-head';
import { StatusDetails } from './status-details';
import { readStatus, type StatusRead, tokenFromHash } from './status-fetch';

type State = { kind: 'ask' } | { kind: 'loading' } | (StatusRead & { token: string });

/**
 * A contribution's status (issues 52 item 7 and 53 item 9): the link's secret is in the fragment, which
 * no request carries; this script sends it in a POST body. Without script the small form posts it to
 * the server, which answers with the status in a plain page; the server renders that form too.
 */
export default function ContributionStatusRoute() {
  const t = useT();
  const { language } = useLanguage();
  const { hash } = useLocation();
  const [state, setState] = useState<State>({ kind: 'ask' });
  const navigate = useNavigate();
  useDocumentHead({
    title: t('meta.contributionStatus.title'),
    description: t('meta.contributionStatus.description'),
  });

  useEffect(() => {
    const token = tokenFromHash(hash);
    if (!token) return setState({ kind: 'ask' });
    const abort = new AbortController();
    setState({ kind: 'loading' });
    readStatus(token, abort.signal).then(
      (read) => setState({ ...read, token }),
      () => undefined,
    );
    return () => abort.abort();
  }, [hash]);

  const ask = (e: FormEvent<HTMLFormElement>) => {
    const token = tokenFromHash(String(new FormData(e.currentTarget).get('token') ?? '').replace(/^.*#/, ''));
    if (!token) return;
    e.preventDefault();
    // Into the fragment, as a link would carry it: reloading or bookmarking shows the same status.
    navigate({ hash: encodeURIComponent(token) }, { replace: true });
  };

  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
        {t('contributionStatus.title')}
      </Heading>
      {state.kind === 'loading' && (
        <Text color="fg.muted" role="status">
          {t('common.loading')}
        </Text>
      )}
      {state.kind === 'found' && <StatusDetails token={state.token} view={state.view} />}
      {(state.kind === 'notFound' || state.kind === 'failed') && (
        <Alert.Root status={state.kind === 'notFound' ? 'warning' : 'error'} role="alert">
          <Alert.Indicator />
          <Alert.Title>
            {t(state.kind === 'notFound' ? 'contributionStatus.notFound' : 'contributionStatus.failed')}
          </Alert.Title>
        </Alert.Root>
      )}
      {state.kind !== 'found' && state.kind !== 'loading' && (
        <form method="post" action="/api/contributions/status" onSubmit={ask} data-testid="status-ask">
          <input type="hidden" name="lang" value={language} />
          <Stack gap="3" maxW="lg">
            <Field.Root required>
              <Field.Label>{t('contributionStatus.tokenLabel')}</Field.Label>
              <Input name="token" autoComplete="off" spellCheck={false} fontFamily="mono" maxLength={200} />
              <Field.HelperText>{t('contributionStatus.ask')}</Field.HelperText>
            </Field.Root>
            <Button type="submit" alignSelf="start" colorPalette="brand">
              {t('contributionStatus.show')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
