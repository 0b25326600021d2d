import { Box, Button, Field, Flex, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useRef, useState } from 'react';
import { LineIcon } from '@/components/line-icon';
import { useT } from '@/i18n/i18n-provider';
import { copyText } from '@/lib/clipboard';

/**
 * Edit mode's own part: the sentence every editor must read (losing the edit link loses the right
 * to edit), the edit link to copy, a new edit link (the old one stops working at once) and deleting
 * the collection, confirmed first. `details` is the rename form.
 */
export function EditPanel(props: {
  id: string;
  /** The full edit link (editLink's, made by the route). */
  link: string;
  busy: string | null;
  details: ReactNode;
  onRenew: () => Promise<boolean>;
  onDelete: () => void;
}) {
  const t = useT();
  const link = props.link;
  const linkInput = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const [renewed, setRenewed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);

  const renew = async () => {
    setCopied(null);
    setRenewed(false);
    if (await props.onRenew()) {
      setRenewed(true);
      linkInput.current?.focus();
    }
  };

  return (
    <Stack
      as="section"
      aria-labelledby="collection-edit-title"
      gap="5"
      p={{ base: '4', md: '6' }}
      rounded="l3"
      borderWidth="1px"
      borderColor="brand.200"
      bg="brand.50"
      data-testid="collection-edit"
    >
      <Stack gap="2">
        <Heading as="h2" size="lg" id="collection-edit-title">
          {t('collections.editTitle')}
        </Heading>
        <Text fontWeight="semibold" data-testid="collection-edit-warning">
          {t('collections.editWarning')}
        </Text>
      </Stack>
      <Stack gap="2">
        <Field.Root>
          <Field.Label>{t('collections.editLinkLabel')}</Field.Label>
          <Flex gap="2" w="full" direction={{ base: 'column', sm: 'row' }}>
            <Input
              ref={linkInput}
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
              fontFamily="mono"
              fontSize="sm"
              bg="bg"
              flex="1"
              data-testid="collection-edit-link"
            />
            <Button variant="outline" bg="bg" onClick={async () => setCopied((await copyText(link)) ? 'yes' : 'no')}>
              <LineIcon name="link" size={16} />
              {t('collections.copyEditLink')}
            </Button>
          </Flex>
          <Field.HelperText>{t('collections.editLinkHint')}</Field.HelperText>
        </Field.Root>
        <Box role="status" fontSize="sm">
          {copied === 'yes' && <Text color="green.700">✓ {t('collections.linkCopied')}</Text>}
          {copied === 'no' && <Text color="red.700">{t('collections.copyFailed')}</Text>}
          {renewed && copied === null && <Text color="green.700">✓ {t('collections.renewed')}</Text>}
        </Box>
      </Stack>
      {props.details}
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          {t('collections.renewHint')}
        </Text>
        <Button variant="outline" bg="bg" size="sm" alignSelf="start" loading={props.busy === 'renew'} onClick={renew}>
          {t('collections.renew')}
        </Button>
      </Stack>
      <Stack gap="2">
        {confirming ? (
          <Stack gap="3" p="4" rounded="l2" borderWidth="1px" borderColor="red.300" bg="bg" role="group">
            <Text fontWeight="semibold" id="collection-delete-question">
              {t('collections.deleteConfirm')}
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button
                ref={confirmButton}
                colorPalette="red"
                size="sm"
                loading={props.busy === 'delete'}
                onClick={props.onDelete}
                aria-describedby="collection-delete-question"
              >
                {t('collections.deleteYes')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setConfirming(false);
                  requestAnimationFrame(() => deleteButton.current?.focus());
                }}
              >
                {t('collections.deleteNo')}
              </Button>
            </HStack>
          </Stack>
        ) : (
          <Button
            ref={deleteButton}
            variant="outline"
            colorPalette="red"
            bg="bg"
            size="sm"
            alignSelf="start"
            onClick={() => {
              setConfirming(true);
              requestAnimationFrame(() => confirmButton.current?.focus());
            }}
          >
            {t('collections.delete')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
