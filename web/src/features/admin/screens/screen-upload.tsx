import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';
import { adminAuthorization } from '@/lib/admin-token';
import { type Draft, DraftTable } from './draft-table';
import { ACCEPTED, MAX_FILES, type UploadState, useUploads } from './use-uploads';

type Listed = Draft & { uploadKey: string };
const STATE_WORDS: Record<UploadState, MessageId> = {
  waiting: 'admin.upload.state.waiting',
  sending: 'admin.upload.state.sending',
  stored: 'admin.upload.state.stored',
  refused: 'admin.upload.state.refused',
  failed: 'admin.upload.state.failed',
};

async function call(path: string, method = 'GET', body?: object) {
  const res = await fetch(path, {
    method,
    headers: { authorization: adminAuthorization() ?? '', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok)
    throw new Error(((await res.json().catch(() => ({}))) as { message?: string }).message ?? res.statusText);
  return res.json() as Promise<{ screens?: Listed[] }>;
}

/**
 * Issue 56: many screenshots at once. Files dropped or picked go one per request; what arrived is a
 * draft in the table below (after a reload too), named, sorted and published from there.
 */
export function ScreenUpload(props: { appId: number; flows: string[]; onPublished: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const base = `/api/admin/apps/${props.appId}/drafts`;
  const [drafts, setDrafts] = useState<Listed[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);
  const reload = useCallback(() => {
    call(base).then(
      (r) => setDrafts(r.screens ?? []),
      (e: Error) => setError(e.message),
    );
  }, [base]);
  useEffect(reload, [reload]);
  const { uploads, add, retry } = useUploads(props.appId, language === 'en' ? 'en' : 'pt-BR', reload);
  const take = (files: FileList | null) => {
    if (!files?.length) return;
    void add([...files], new Set(drafts.map((d) => d.uploadKey)), drafts.length);
  };

  const rows = (list: Draft[]) =>
    list.map((d, order) => ({
      id: d.id,
      name: d.name,
      flow: d.flow,
      tags: d.tags.filter(Boolean),
      altText: d.altText,
      order,
    }));
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      reload();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const save = () => call(base, 'PUT', { screens: rows(drafts) });
  const publish = (ids?: number[]) =>
    act(async () => {
      if (drafts.length) await save();
      await call(`${base}/publish`, 'POST', ids ? { screenIds: ids } : {});
      props.onPublished();
    });

  return (
    <Stack as="section" aria-labelledby="admin-upload" gap="4">
      <Heading as="h3" size="lg" id="admin-upload">
        {t('admin.upload.title')}
      </Heading>
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={over ? 'brand.solid' : 'border'}
        rounded="md"
        p="6"
        data-testid="upload-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          take(e.dataTransfer.files);
        }}
      >
        <Stack gap="2">
          <Text>{t('admin.upload.hint', { max: MAX_FILES })}</Text>
          <label>
            <Text as="span" fontWeight="medium">
              {t('admin.upload.pick')}
            </Text>{' '}
            <input type="file" multiple accept={ACCEPTED} onChange={(e) => take(e.currentTarget.files)} />
          </label>
        </Stack>
      </Box>
      {uploads.length > 0 && (
        <List.Root gap="1" aria-label={t('admin.upload.progress')} data-testid="upload-list">
          {uploads.map((u) => (
            <List.Item key={u.key} data-state={u.state}>
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">{u.file.name}</Text>
                <Text role={u.state === 'refused' ? 'alert' : undefined}>
                  {t(STATE_WORDS[u.state])}
                  {u.reason ? `: ${u.reason}` : ''}
                </Text>
                {(u.state === 'failed' || u.state === 'refused') && (
                  <Button size="xs" variant="outline" onClick={() => retry(u)}>
                    {t('admin.upload.retry', { name: u.file.name })}
                  </Button>
                )}
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      {error && <Text role="alert">{error}</Text>}
      {drafts.length > 0 && (
        <Stack gap="3">
          <DraftTable
            drafts={drafts}
            flows={props.flows}
            busy={busy}
            onChange={(next) => setDrafts(next as Listed[])}
            onPublishOne={(id) => publish([id])}
          />
          <HStack gap="3">
            <Button variant="outline" disabled={busy} onClick={() => act(save)}>
              {t('admin.upload.save')}
            </Button>
            <Button colorPalette="brand" disabled={busy} onClick={() => publish()}>
              {t('admin.upload.publishAll', { count: drafts.length })}
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
