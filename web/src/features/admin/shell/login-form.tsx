import { useMutation } from '@apollo/client/react';
import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import { toaster } from '@/components/ui/toaster-store';
import { graphql } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useAdminSession } from '@/lib/admin-session';
import { describeLoginError } from './login-errors';

const AdminLoginMutation = graphql(`
  mutation AdminLogin($username: String!, $password: String!) {
    login(username: $username, password: $password) {
      __typename
      ... on LoginSuccess {
        data {
          token
          username
        }
      }
      ...ResultError
    }
  }
`);

type Missing = { username: boolean; password: boolean };

/** Spec sections 2, 5 and 8: the admin login gate, both fields required, a toast for every outcome. */
export function LoginForm() {
  const t = useT();
  const { language } = useLanguage();
  const session = useAdminSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<Missing>({ username: false, password: false });
  const [login, { loading }] = useMutation(AdminLoginMutation);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const found = { username: username.trim() === '', password: password === '' };
    setMissing(found);
    if (found.username) return usernameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    const failed = (description: string) =>
      toaster.error({ id: 'admin-login', title: t('admin.login.failed'), description });
    try {
      const { data } = await login({ variables: { username: username.trim(), password } });
      const result = data?.login;
      if (result?.__typename === 'LoginSuccess') {
        session.login(result.data.token, result.data.username);
        toaster.success({
          id: 'admin-login',
          title: t('admin.login.success'),
          description: t('admin.login.successDesc'),
        });
      } else {
        failed(t('admin.login.invalid'));
      }
    } catch (error) {
      const failure = describeLoginError(error);
      if (failure.kind === 'network') {
        toaster.error({ id: 'admin-login', title: t('admin.error'), description: t('admin.login.network') });
      } else if (failure.kind === 'rate-limited' && language === 'pt' && failure.retryAfter !== null) {
        // The server words its limits in English; the wait is what matters, so say it in Portuguese.
        failed(t('admin.login.rateLimited', { minutes: Math.max(1, Math.ceil(failure.retryAfter / 60)) }));
      } else {
        failed(failure.message);
      }
    }
  };

  return (
    <Box maxW="sm" mx="auto" w="full" py={{ base: '2', md: '8' }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl" id="admin-login-title">
          {t('admin.login.title')}
        </Heading>
        <Text color="fg.muted">{t('admin.login.intro')}</Text>
      </Stack>
      <form noValidate onSubmit={onSubmit} aria-labelledby="admin-login-title" data-testid="admin-login-form">
        <Stack gap="5">
          <Field.Root required invalid={missing.username}>
            <Field.Label>
              {t('admin.login.username')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              ref={usernameRef}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(e) => {
                setUsername(e.target.value);
                if (missing.username) setMissing((m) => ({ ...m, username: false }));
              }}
            />
            <Field.ErrorText color="red.700">{t('admin.login.usernameRequired')}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={missing.password}>
            <Field.Label>
              {t('admin.login.password')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              ref={passwordRef}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                if (missing.password) setMissing((m) => ({ ...m, password: false }));
              }}
            />
            <Field.ErrorText color="red.700">{t('admin.login.passwordRequired')}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={loading} loadingText={t('admin.login.submitting')}>
            {t('admin.login.submit')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
