import { useMutation } from '@apollo/client/react';
import { Alert, Button, Link as ChakraLink, chakra, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { toaster } from '@/components/ui/toaster-store';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { callErrorMessage, refusalMessage } from '@/lib/result-error';
import { FormField } from '../shell/form-field';

const TestUploadMutation = graphql(`
  mutation TestImageUpload($input: TestImageUploadInput!) {
    testImageUpload(input: $input) {
      __typename
      ... on TestImageUploadSuccess {
        data {
          secureUrl
          publicId
        }
      }
      ...ResultError
    }
  }
`);

/** Spec section 9: the success toast shows the first 50 characters of the URL and an ellipsis. */
export const shortUrl = (url: string) => `${url.slice(0, 50)}...`;

/** Spec sections 2, 4 and 8: the Test Upload tab. */
export function TestUploadForm(props: { configured: boolean }) {
  const t = useT();
  const [values, setValues] = useState({ imageUrl: '', appName: '', screenName: '' });
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [upload, { loading }] = useMutation(TestUploadMutation);
  const blocked = loading || !props.configured || values.imageUrl.trim() === '';

  const failed = (message: string | undefined) =>
    toaster.error({
      title: t('admin.upload.failed'),
      description: message ? t('admin.errorText', { message }) : t('admin.genericError'),
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    const optional = (value: string) => value.trim() || undefined;
    const input = {
      imageUrl: values.imageUrl.trim(),
      appName: optional(values.appName),
      screenName: optional(values.screenName),
    };
    try {
      const { data } = await upload({ variables: { input } });
      const result = data?.testImageUpload;
      if (result?.__typename === 'TestImageUploadSuccess') {
        const url = result.data.secureUrl;
        toaster.success({ title: t('admin.upload.success'), description: shortUrl(url) });
        setUploaded(url);
      } else failed(result ? refusalMessage(result) : undefined);
    } catch (error) {
      failed(callErrorMessage(error));
    }
  };

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <Stack gap="6">
      <form noValidate onSubmit={onSubmit} aria-label={t('admin.upload.tab')}>
        <Stack gap="5">
          <FormField label={t('admin.upload.imageUrl')} help={t('admin.upload.imageUrlHelp')} required>
            <Input type="url" inputMode="url" placeholder="https://" {...field('imageUrl')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={t('admin.upload.appName')}>
              <Input autoComplete="off" {...field('appName')} />
            </FormField>
            <FormField label={t('admin.upload.screenName')}>
              <Input autoComplete="off" {...field('screenName')} />
            </FormField>
          </SimpleGrid>
          <Button
            type="submit"
            alignSelf="start"
            colorPalette="brand"
            loading={loading}
            loadingText={t('admin.upload.uploading')}
            disabled={blocked}
          >
            {t('admin.upload.submit')}
          </Button>
        </Stack>
      </form>
      {uploaded && (
        <Alert.Root status="success" alignItems="start" data-testid="upload-result">
          <Alert.Indicator />
          <Alert.Content gap="3" minW="0">
            <Alert.Title>{t('admin.upload.done')}</Alert.Title>
            <Alert.Description>
              <ChakraLink href={uploaded} target="_blank" rel="noreferrer" color="green.800" wordBreak="break-all">
                {uploaded}
                <chakra.span srOnly> {t('admin.newTab')}</chakra.span>
              </ChakraLink>
            </Alert.Description>
            <chakra.img
              src={uploaded}
              alt={t('admin.upload.preview')}
              maxH="64"
              maxW="full"
              alignSelf="start"
              rounded="md"
              borderWidth="1px"
              bg="bg"
            />
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
