import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { toaster } from '@/components/ui/toaster-store';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { putFile } from '../catalogue/put-file';

export type CaptureValues = { capturedAt: string; appVersion: string };

/** "2025-06-01T12:00:00.000Z" → "2025-06-01", the date input's value. */
export const dayOf = (iso: unknown) => (typeof iso === 'string' ? iso.slice(0, 10) : '');

/**
 * The screen's capture date and app version (saved with the form), and a new capture replacing its image
 * at once (issue 61): the image it had is kept as an earlier version with its date.
 */
export function CaptureSection(props: {
  screenId: number;
  values: CaptureValues;
  onChange: (values: CaptureValues) => void;
  onReplaced: () => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const replace = async () => {
    if (!file) return;
    setSending(true);
    const q = new URLSearchParams();
    if (props.values.appVersion) q.set('appVersion', props.values.appVersion);
    const refused = await putFile(
      `/api/admin/screens/${props.screenId}/capture?${q}`,
      file,
      language === 'en' ? 'en' : 'pt-BR',
    ).catch((e: Error) => e.message);
    setSending(false);
    if (refused) {
      toaster.error({ title: t('admin.capture.refused'), description: refused });
      return;
    }
    toaster.success({ title: t('admin.capture.replaced') });
    props.onReplaced();
  };
  return (
    <Stack gap="3" mt="6" pt="4" borderTopWidth="1px">
      <Text fontWeight="semibold">{t('admin.capture.title')}</Text>
      <HStack gap="3" wrap="wrap" align="start">
        <Field.Root w="auto">
          <Field.Label>{t('admin.capture.date')}</Field.Label>
          <Input
            type="date"
            value={props.values.capturedAt}
            onChange={(e) => props.onChange({ ...props.values, capturedAt: e.target.value })}
          />
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label>{t('admin.capture.appVersion')}</Field.Label>
          <Input
            maxLength={40}
            value={props.values.appVersion}
            onChange={(e) => props.onChange({ ...props.values, appVersion: e.target.value })}
          />
        </Field.Root>
      </HStack>
      <Field.Root>
        <Field.Label htmlFor={fileId}>{t('admin.capture.file')}</Field.Label>
        <Input
          id={fileId}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/avif"
          p="1"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <Field.HelperText>{t('admin.capture.help')}</Field.HelperText>
      </Field.Root>
      <Button
        alignSelf="start"
        size="sm"
        variant="outline"
        disabled={!file}
        loading={sending}
        onClick={() => void replace()}
      >
        {t('admin.capture.replace')}
      </Button>
    </Stack>
  );
}
