import { useMutation } from '@apollo/client/react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { toaster } from '@/components/ui/toaster-store';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { callErrorMessage, refusalMessage } from '@/lib/result-error';

const RetryScreenOcrMutation = graphql(`
  mutation RetryScreenOcr($id: Int!) {
    retryScreenOcr(id: $id) {
      __typename
      ...ResultError
    }
  }
`);

/** A failed reading of a screen's words, on its admin row: the reason and a retry (issue 27). */
export function OcrFailure(props: { screenId: number; name: string; reason: string }) {
  const t = useT();
  const [retry, { loading }] = useMutation(RetryScreenOcrMutation, { refetchQueries: ['AdminApp'] });
  const failed = (message: string | undefined) =>
    toaster.error({
      id: `ocr-${props.screenId}`,
      title: t('admin.error'),
      description: message || t('admin.genericError'),
    });
  const onRetry = async () => {
    try {
      const { data } = await retry({ variables: { id: props.screenId } });
      const result = data?.retryScreenOcr;
      if (result?.__typename === 'RetryScreenOcrSuccess') {
        toaster.success({
          id: `ocr-${props.screenId}`,
          title: t('admin.edit.ocrQueued'),
          description: t('admin.edit.ocrQueuedDesc'),
        });
      } else failed(result ? refusalMessage(result) : undefined);
    } catch (error) {
      failed(callErrorMessage(error));
    }
  };
  return (
    <HStack gap="2" wrap="wrap" data-testid="ocr-failure">
      <Text fontSize="xs" color="fg.error" wordBreak="break-word">
        {t('admin.edit.ocrFailed', { reason: props.reason })}
      </Text>
      <Button
        size="xs"
        variant="outline"
        loading={loading}
        onClick={onRetry}
        aria-label={t('admin.edit.ocrRetryLabel', { name: props.name })}
      >
        {t('admin.edit.ocrRetry')}
      </Button>
    </HStack>
  );
}
