import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { toaster } from '@/components/ui/toaster-store';
import { graphql } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useTimedStatus } from './use-timed-status';
import { acceptTyping, type EmailProblem, validateEmail } from './validate-email';

const NewsletterCountQuery = graphql(`
  query NewsletterCount {
    newsletter {
      subscriberCount
    }
  }
`);

const SubscribeMutation = graphql(`
  mutation SubscribeNewsletter($email: String!, $language: Language, $page: String) {
    subscribeNewsletter(email: $email, language: $language, name: "", page: $page) {
      __typename
      ... on SubscribeNewsletterSuccess {
        data {
          subscriberCount
        }
      }
      ...ResultError
    }
  }
`);

type Outcome = 'subscribed' | 'already' | 'failed';

/** Footer newsletter block: spec sections 4 and 5 (states, validation, 3 s reverts). */
export function NewsletterForm() {
  const t = useT();
  const { language } = useLanguage();
  const { pathname, search } = useLocation();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const count = useQuery(NewsletterCountQuery);
  const [subscribe] = useMutation(SubscribeMutation);
  const { status, start, settle } = useTimedStatus(() => {
    setOutcome(null);
    setEmail('');
  });

  const finish = (next: Outcome) => {
    setOutcome(next);
    settle(next === 'subscribed' ? 'success' : 'error');
    if (next === 'subscribed')
      toaster.success({ id: 'newsletter', title: t('newsletter.success'), description: t('newsletter.successDesc') });
    else if (next === 'already')
      toaster.error({
        id: 'newsletter',
        title: t('newsletter.alreadySubscribed'),
        description: t('newsletter.alreadySubscribedDesc'),
      });
    else toaster.error({ id: 'newsletter', title: t('newsletter.error'), description: t('newsletter.errorDesc') });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'loading' || status === 'success') return;
    const found = validateEmail(email);
    setProblem(found);
    if (found) return;
    start();
    try {
      const { data } = await subscribe({
        variables: { email: email.trim(), language, page: `${pathname}${search}` },
        update(cache, result) {
          const payload = result.data?.subscribeNewsletter;
          if (payload?.__typename !== 'SubscribeNewsletterSuccess') return;
          cache.writeQuery({
            query: NewsletterCountQuery,
            data: {
              __typename: 'Query',
              newsletter: { __typename: 'Newsletter', subscriberCount: payload.data.subscriberCount },
            },
          });
        },
      });
      const kind = data?.subscribeNewsletter.__typename;
      finish(
        kind === 'SubscribeNewsletterSuccess' ? 'subscribed' : kind === 'AlreadySubscribedError' ? 'already' : 'failed',
      );
    } catch {
      finish('failed');
    }
  };

  const done = status === 'success';
  const subscriberCount = count.data?.newsletter.subscriberCount;
  return (
    <Stack as="section" aria-labelledby="newsletter-title" gap="3" maxW="md">
      <Text id="newsletter-title" as="h2" fontWeight="semibold" fontSize="md">
        {t('newsletter.title')}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {t('newsletter.subtitle')}
      </Text>
      {/* Before the script runs (or without it) the browser posts the form itself and the server answers
          with a page; the address goes in the body, never in the URL. */}
      <form noValidate method="post" action="/api/newsletter/subscribe" onSubmit={onSubmit}>
        <input type="hidden" name="language" value={language} />
        <input type="hidden" name="back" value={`${pathname}${search}`} />
        <Field.Root invalid={problem !== null} disabled={done}>
          <Field.Label srOnly>{t('newsletter.emailLabel')}</Field.Label>
          <HStack align="start" gap="2" w="full">
            <Input
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              placeholder={t('newsletter.placeholder')}
              onChange={(e) => {
                const next = acceptTyping(e.target.value);
                setEmail(next.value);
                setProblem(next.problem);
              }}
              flex="1"
              bg="bg"
            />
            <Button
              type="submit"
              colorPalette="brand"
              loading={status === 'loading'}
              disabled={done}
              loadingText={t('newsletter.subscribing')}
            >
              {done ? t('newsletter.subscribed') : t('newsletter.subscribe')}
            </Button>
          </HStack>
          {problem && <Field.ErrorText color="red.700">{t(problem)}</Field.ErrorText>}
        </Field.Root>
      </form>
      <Box role="status" fontSize="sm" minH="5">
        {outcome === 'subscribed' && <Text color="green.700">✓ {t('newsletter.thankyou')}</Text>}
        {outcome === 'already' && (
          <Text color="orange.700">
            {t('newsletter.alreadySubscribed')}: {t('newsletter.alreadySubscribedDesc')}
          </Text>
        )}
        {outcome === 'failed' && (
          <Text color="red.700">
            <span aria-hidden="true">⚠ </span>
            {t('newsletter.errorDesc')}. {t('newsletter.tryAgain')}
          </Text>
        )}
      </Box>
      {/* The wording kept with each subscription as its proof of consent (the server reads this same text). */}
      <Text fontSize="xs" color="fg.muted" data-testid="newsletter-consent">
        {t('newsletter.consent')}
      </Text>
      {subscriberCount !== undefined && (
        <Text fontSize="sm" color="fg.muted" data-testid="subscriber-count">
          {t('newsletter.subscriberCount', { count: subscriberCount })}
        </Text>
      )}
    </Stack>
  );
}
