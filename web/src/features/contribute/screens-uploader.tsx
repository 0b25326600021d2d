import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Link as ChakraLink,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { type ChangeEvent, type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { textareaRecipe } from '@/components/textarea-recipe';
import { graphql } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';
import { dimWhenDisabled } from './button-states';
import { sniffTypes } from './image-sniff';
import type { ScreensSession } from './screens-session';
import {
  ACCEPT,
  FLOW_MAX,
  type FlowProblem,
  flowProblem,
  isBusy,
  isSendable,
  MAX_BYTES,
  MAX_IMAGES,
  NOTES_MAX,
  type PutResult,
  pickFiles,
  planOf,
  type QueueItem,
  type Rejection,
  replaceFile,
  resumeItems,
  settle,
  uploadWithRetry,
} from './upload-queue';
import { deleteImage, listImages, putImage } from './upload-request';

const SubmitScreensFlowsQuery = graphql(`
  query SubmitScreensFlows($idOrSlug: String!) {
    app(idOrSlug: $idOrSlug) {
      id
      screens {
        id
        flow
      }
    }
  }
`);

/** Flow names the gallery's apps use most (the catalogue's own words), offered for any app. */
export const COMMON_FLOWS = ['Onboarding', 'Login', 'Início', 'Perfil', 'Serviços'];
const OTHER_FLOW = 'Other';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'failed'; message: string | null }
  | { kind: 'gone'; message: string | null };

const MB = 1024 * 1024;

/** Waits, cut short when the connection comes back or the page gives up. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
    signal.addEventListener('abort', done);
  });
}

/**
 * The second step: the screenshots, one request each, every one with its flow, notes, thumbnail and
 * progress. A dropped connection is tried again by itself a few times, then "try again" is offered.
 * A reload asks the server what already arrived: those slots are done, the rest wait for their files.
 */
export function ScreensUploader(props: {
  session: ScreensSession;
  onFinish: (received: number) => void;
  onStartOver: () => void;
  /** Keeps the plan for a reload (the page's own store, so this lazy step does not load it again). */
  onSave: (session: ScreensSession) => void;
  /** The personal-data warning (./personal-data-warning), handed down as the first step shows it. */
  warning: ReactNode;
}) {
  const { session, onSave } = props;
  const t = useT();
  const { language } = useLanguage();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const replacer = useRef<HTMLInputElement>(null);
  const replacing = useRef<number | null>(null);
  const noticeBox = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [items, setItems] = useState<QueueItem[]>([]);
  const [rejected, setRejected] = useState<Rejection[]>([]);
  const [flowProblems, setFlowProblems] = useState<Partial<Record<number, FlowProblem>>>({});
  const [sending, setSending] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const alive = useRef(true);
  const stop = useRef(new AbortController());

  const flows = useQuery(SubmitScreensFlowsQuery, {
    variables: { idOrSlug: session.app.slug ?? '' },
    skip: !session.app.slug,
  });
  const suggestions = useMemo(() => {
    const own = flows.data?.app?.screens.map((s) => s.flow).filter((f) => f && f !== OTHER_FLOW) ?? [];
    return [...new Set([...own, ...COMMON_FLOWS])];
  }, [flows.data]);

  const fetchList = useCallback(async () => {
    setLoad({ kind: 'loading' });
    const outcome = await listImages(session.token, language);
    if (!alive.current) return;
    if (outcome.kind === 'ok') {
      setItems(resumeItems(session.plan, outcome.images));
      setLoad({ kind: 'ready' });
    } else setLoad(outcome);
  }, [session.token, session.plan, language]);

  // Once: what already arrived (a reload resumes here), then focus on this step's heading.
  useEffect(() => {
    void fetchList();
    heading.current?.focus();
  }, [session.token]);

  useEffect(() => {
    alive.current = true;
    const controller = stop.current;
    return () => {
      alive.current = false;
      controller.abort();
      for (const item of itemsRef.current) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    };
  }, []);

  // The slots and their words, so a reload knows what was meant.
  const plan = JSON.stringify(planOf(items));
  useEffect(() => {
    if (load.kind !== 'ready') return;
    onSave({ ...session, plan: JSON.parse(plan) });
  }, [plan, load.kind, session, onSave]);

  const update = (position: number, change: (item: QueueItem) => QueueItem) =>
    setItems((prev) => prev.map((i) => (i.position === position ? change(i) : i)));
  const label = (item: { position: number }) => t('submitApp.imageLabel', { position: item.position });

  // Types come from the files' bytes, not their names (a text file called fake.png is refused here).
  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (files.length === 0) return;
    const types = await sniffTypes(files);
    if (!alive.current) return;
    const { added, rejected: refused } = pickFiles(
      files,
      itemsRef.current,
      (f) => URL.createObjectURL(f),
      (f) => types.get(f) ?? null,
    );
    setRejected(refused);
    setNotice(null);
    setItems((prev) => [...prev, ...added].sort((a, b) => a.position - b.position));
    if (added.length > 0) setAnnouncement(t('submitApp.added', { count: added.length }));
  };

  const onReplace = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    const position = replacing.current;
    replacing.current = null;
    if (!file) return;
    const type = (await sniffTypes([file])).get(file) ?? null;
    const item = itemsRef.current.find((i) => i.position === position);
    if (!item || !alive.current) return;
    const next = replaceFile(item, file, type === null ? null : URL.createObjectURL(file), type);
    if ('reason' in next) {
      setRejected([next]);
      return;
    }
    setRejected([]);
    if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    update(item.position, () => next);
  };

  const upload = async (positions: number[]) => {
    setSending(true);
    setNotice(null);
    let received = 0;
    for (const position of positions) {
      const item = itemsRef.current.find((i) => i.position === position);
      if (!alive.current || !item?.file || !isSendable(item)) continue;
      const file = item.file;
      const result: PutResult = await uploadWithRetry(
        () =>
          putImage({
            token: session.token,
            position,
            file,
            flow: item.flow,
            notes: item.notes,
            language,
            signal: stop.current.signal,
            onProgress: (fraction) => update(position, (i) => ({ ...i, progress: Math.min(fraction, 0.99) })),
          }),
        {
          wait: (ms) => pause(ms, stop.current.signal),
          active: () => alive.current,
          onAttempt: (attempt) =>
            update(position, (i) => ({
              ...i,
              status: 'uploading',
              attempt,
              progress: 0,
              message: null,
              retryIn: null,
            })),
          onWaiting: (next, ms) => {
            update(position, (i) => ({ ...i, status: 'waiting', attempt: next - 1, retryIn: Math.round(ms / 1000) }));
            setAnnouncement(t('submitApp.statusWaiting', { seconds: Math.round(ms / 1000), position }));
          },
        },
      );
      if (!alive.current) return;
      update(position, (i) => settle(i, result));
      if (result.kind === 'ok') {
        received += 1;
        setAnnouncement(t('submitApp.announceDone', { position }));
      } else if (result.kind === 'gone') {
        setLoad({ kind: 'gone', message: result.message });
        break;
      } else if (result.kind === 'limited') {
        setNotice(result.message ?? t('submitApp.limited'));
        break;
      } else setAnnouncement(t('submitApp.announceFailed', { position }));
    }
    if (!alive.current) return;
    setSending(false);
    if (received > 0) setAnnouncement(t('submitApp.announceBatch', { count: received }));
  };

  const send = () => {
    if (sending) return;
    const sendable = itemsRef.current.filter(isSendable);
    const found: Partial<Record<number, FlowProblem>> = {};
    for (const item of sendable) {
      const problem = flowProblem(item.flow);
      if (problem) found[item.position] = problem;
    }
    setFlowProblems(found);
    const first = sendable.find((i) => found[i.position]);
    if (first) {
      document.getElementById(`${id}-flow-${first.position}`)?.focus();
      return;
    }
    void upload(sendable.map((i) => i.position));
  };

  const remove = async (item: QueueItem) => {
    if (item.status === 'done') {
      setRemoving(item.position);
      const outcome = await deleteImage(session.token, item.position, language);
      if (!alive.current) return;
      setRemoving(null);
      if (outcome.kind === 'gone') return setLoad({ kind: 'gone', message: outcome.message });
      if (outcome.kind === 'failed')
        return update(item.position, (i) => ({ ...i, message: t('submitApp.removeFailed') }));
    }
    if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    setItems((prev) => prev.filter((i) => i.position !== item.position));
    setAnnouncement(t('submitApp.removed', { position: item.position }));
    // Focus stays in the list: the add button, which always remains.
    picker.current?.parentElement?.querySelector<HTMLButtonElement>('[data-add-images]')?.focus();
  };

  const finish = () => {
    const done = items.filter((i) => i.status === 'done').length;
    const left = items.filter((i) => i.status !== 'done').length;
    if (done === 0) setNotice(t('submitApp.finishNone'));
    else if (left > 0) setNotice(t('submitApp.finishLeft', { count: left }));
    else return props.onFinish(done);
    noticeBox.current?.focus();
  };
  useEffect(() => {
    if (notice) noticeBox.current?.focus();
  }, [notice]);

  const sendable = items.filter(isSendable).length;
  const doneCount = items.filter((i) => i.status === 'done').length;
  const busy = sending || items.some(isBusy);

  return (
    <Stack as="section" aria-labelledby={`${id}-title`} gap="5">
      <Stack gap="1">
        <Heading as="h2" id={`${id}-title`} size="xl" ref={heading} tabIndex={-1} outline="none">
          {t('submitApp.imagesTitle')}
        </Heading>
        <Text color="fg.muted" data-testid="submission-app">
          {t('submitApp.imagesOf', { name: session.app.name })}
        </Text>
      </Stack>
      {props.warning}

      {load.kind === 'loading' && (
        <HStack role="status" gap="3" color="fg.muted">
          <Spinner size="sm" />
          <Text>{t('submitApp.checkingReceived')}</Text>
        </HStack>
      )}
      {load.kind === 'failed' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{load.message ?? t('submitApp.listFailed')}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" bg="bg" onClick={() => void fetchList()}>
            {t('submitApp.tryAgain')}
          </Button>
        </Alert.Root>
      )}
      {load.kind === 'gone' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('submitApp.goneTitle')}</Alert.Title>
            <Alert.Description>
              <Stack gap="2" align="start">
                <Text>{load.message ?? t('submitApp.gone')}</Text>
                <ChakraLink href={session.statusUrl} color="brand.fg" fontWeight="medium">
                  {t('contribute.openStatus')}
                </ChakraLink>
                <Button size="sm" variant="outline" bg="bg" onClick={props.onStartOver}>
                  {t('submitApp.startOver')}
                </Button>
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {load.kind === 'ready' && (
        <Stack gap="5">
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted" id={`${id}-rules`}>
              {t('submitApp.fileRules', { max: MAX_IMAGES, mb: MAX_BYTES / MB })}
            </Text>
            <HStack gap="3" wrap="wrap">
              <input
                ref={picker}
                type="file"
                accept={ACCEPT}
                multiple
                hidden
                onChange={onPick}
                data-testid="image-picker"
              />
              <input
                ref={replacer}
                type="file"
                accept={ACCEPT}
                hidden
                onChange={onReplace}
                data-testid="image-repicker"
              />
              <Button
                variant="outline"
                colorPalette="brand"
                bg="bg"
                data-add-images
                css={dimWhenDisabled}
                aria-describedby={`${id}-rules`}
                disabled={items.length >= MAX_IMAGES}
                onClick={() => picker.current?.click()}
              >
                {t('submitApp.addImages')}
              </Button>
              <Text fontSize="sm" color="fg.muted" data-testid="image-count">
                {t('submitApp.count', { count: items.length, max: MAX_IMAGES })}
              </Text>
            </HStack>
          </Stack>

          {rejected.length > 0 && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('submitApp.rejectedTitle')}</Alert.Title>
                <Alert.Description>
                  <Box as="ul" ps="4" m="0">
                    {rejected.map((r, i) => (
                      <li key={`${r.name}-${i}`}>{rejectionText(t, r)}</li>
                    ))}
                  </Box>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}

          {items.length === 0 ? (
            <Box borderWidth="1px" borderStyle="dashed" rounded="l3" p="6" textAlign="center" color="fg.muted">
              {t('submitApp.noImages')}
            </Box>
          ) : (
            <Stack as="ol" gap="4" listStyleType="none" m="0" p="0" aria-label={t('submitApp.listLabel')}>
              {items.map((item) => (
                <ImageItem
                  key={item.position}
                  idBase={id}
                  item={item}
                  label={label(item)}
                  suggestionsId={`${id}-flows`}
                  flowProblem={flowProblems[item.position] ?? null}
                  removing={removing === item.position}
                  locked={busy}
                  onFlow={(flow) => {
                    update(item.position, (i) => ({ ...i, flow }));
                    if (flowProblems[item.position]) setFlowProblems((p) => ({ ...p, [item.position]: undefined }));
                  }}
                  onNotes={(notes) => update(item.position, (i) => ({ ...i, notes }))}
                  onRemove={() => void remove(item)}
                  onRetry={() => void upload([item.position])}
                  onPickAgain={() => {
                    replacing.current = item.position;
                    replacer.current?.click();
                  }}
                />
              ))}
            </Stack>
          )}
          <datalist id={`${id}-flows`}>
            {suggestions.map((flow) => (
              <option key={flow} value={flow} />
            ))}
          </datalist>

          {notice && (
            <Alert.Root ref={noticeBox} status="warning" role="alert" tabIndex={-1} outline="none">
              <Alert.Indicator />
              <Alert.Description>{notice}</Alert.Description>
            </Alert.Root>
          )}

          <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
            {sendable > 0 && (
              <Button colorPalette="brand" onClick={send} loading={sending} loadingText={t('submitApp.sendingImages')}>
                {t('submitApp.sendImages', { count: sendable })}
              </Button>
            )}
            <Button
              variant={sendable > 0 ? 'outline' : 'solid'}
              colorPalette="brand"
              bg={sendable > 0 ? 'bg' : undefined}
              disabled={busy}
              css={dimWhenDisabled}
              onClick={finish}
            >
              {t('submitApp.finish')}
            </Button>
          </Flex>
          <Text fontSize="sm" color="fg.muted" data-testid="received-count">
            {t('submitApp.receivedSoFar', { count: doneCount })}
          </Text>
        </Stack>
      )}
      <Box role="status" srOnly>
        {announcement}
      </Box>
    </Stack>
  );
}

function rejectionText(t: ReturnType<typeof useT>, r: Rejection) {
  const id: Record<Rejection['reason'], MessageId> = {
    type: 'submitApp.rejectType',
    size: 'submitApp.rejectSize',
    full: 'submitApp.rejectFull',
  };
  return t(id[r.reason], { name: r.name, mb: MAX_BYTES / MB, max: MAX_IMAGES });
}

function sizeText(bytes: number, language: string) {
  if (bytes <= 0) return '';
  const locale = language === 'en' ? 'en' : 'pt-BR';
  if (bytes < MB) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(bytes / 1024)} KB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / MB)} MB`;
}

/** One screenshot: thumbnail, flow and notes, its progress and what became of it. */
function ImageItem(props: {
  idBase: string;
  item: QueueItem;
  label: string;
  suggestionsId: string;
  flowProblem: FlowProblem | null;
  removing: boolean;
  locked: boolean;
  onFlow: (flow: string) => void;
  onNotes: (notes: string) => void;
  onRemove: () => void;
  onRetry: () => void;
  onPickAgain: () => void;
}) {
  const { item } = props;
  const t = useT();
  const { language } = useLanguage();
  const editable =
    item.status === 'ready' || item.status === 'failed' || item.status === 'refused' || item.status === 'missing';
  const percent = Math.round(item.progress * 100);
  const flowId = `${props.idBase}-flow-${item.position}`;
  const headingId = `${props.idBase}-item-${item.position}`;
  const problemText =
    props.flowProblem === 'required'
      ? t('submitApp.flowRequired')
      : props.flowProblem === 'tooLong'
        ? t('submitApp.flowTooLong', { max: FLOW_MAX })
        : null;

  return (
    <Box
      as="li"
      aria-labelledby={headingId}
      data-testid="upload-item"
      data-status={item.status}
      data-position={item.position}
      borderWidth="1px"
      borderColor={
        item.status === 'done'
          ? 'green.300'
          : item.status === 'refused' || item.status === 'failed'
            ? 'red.300'
            : 'border'
      }
      rounded="l3"
      p="3"
      bg="bg"
    >
      <Flex gap="3" align="start">
        <Thumb item={item} />
        <Stack gap="3" flex="1" minW="0">
          <Box>
            <Text id={headingId} fontWeight="semibold">
              {props.label}
            </Text>
            {item.name && (
              <Text fontSize="sm" color="fg.muted" truncate title={item.name}>
                {item.name}
                {item.size > 0 ? ` · ${sizeText(item.size, language)}` : ''}
              </Text>
            )}
          </Box>
          {editable ? (
            <>
              <Field.Root invalid={problemText !== null} required id={flowId}>
                <Field.Label>{t('submitApp.flowLabel')}</Field.Label>
                <Input
                  list={props.suggestionsId}
                  value={item.flow}
                  maxLength={FLOW_MAX}
                  autoComplete="off"
                  size="sm"
                  bg="bg"
                  onChange={(e) => props.onFlow(e.target.value)}
                />
                <Field.HelperText>{t('submitApp.flowHint')}</Field.HelperText>
                {problemText && <Field.ErrorText color="red.700">{problemText}</Field.ErrorText>}
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('submitApp.imageNotesLabel')}</Field.Label>
                <Textarea
                  recipe={textareaRecipe}
                  rows={2}
                  value={item.notes}
                  maxLength={NOTES_MAX}
                  bg="bg"
                  onChange={(e) => props.onNotes(e.target.value)}
                />
              </Field.Root>
            </>
          ) : (
            <Text fontSize="sm">
              <Text as="span" color="fg.muted">
                {t('submitApp.flowLabel')}:{' '}
              </Text>
              {item.flow}
              {item.notes ? ` · ${item.notes}` : ''}
            </Text>
          )}
          <ItemState item={item} percent={percent} label={props.label} />
          <HStack gap="2" wrap="wrap">
            {(item.status === 'missing' || item.status === 'refused') && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="brand"
                bg="bg"
                disabled={props.locked}
                css={dimWhenDisabled}
                onClick={props.onPickAgain}
              >
                {item.status === 'missing' ? t('submitApp.pickAgain') : t('submitApp.pickOther')}
              </Button>
            )}
            {item.status === 'failed' && item.file && (
              <Button
                size="sm"
                colorPalette="brand"
                disabled={props.locked}
                css={dimWhenDisabled}
                onClick={props.onRetry}
              >
                {t('submitApp.tryAgain')}
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              color="red.700"
              disabled={isBusy(item) || (props.locked && item.status === 'done')}
              loading={props.removing}
              css={dimWhenDisabled}
              onClick={props.onRemove}
              aria-label={t('submitApp.removeLabel', { position: item.position })}
            >
              {t('submitApp.remove')}
            </Button>
          </HStack>
        </Stack>
      </Flex>
    </Box>
  );
}

function Thumb(props: { item: QueueItem }) {
  const t = useT();
  const { item } = props;
  return (
    <Box
      flexShrink={0}
      w={{ base: '16', sm: '24' }}
      h={{ base: '28', sm: '40' }}
      rounded="l2"
      overflow="hidden"
      borderWidth="1px"
      bg="bg.muted"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      {item.previewUrl ? (
        <img
          src={item.previewUrl}
          alt={t('submitApp.previewAlt', { name: item.name })}
          style={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'top' }}
        />
      ) : (
        <Text aria-hidden="true" fontSize="2xl" color={item.status === 'done' ? 'green.700' : 'fg.muted'}>
          {item.status === 'done' ? '✓' : '?'}
        </Text>
      )}
    </Box>
  );
}

function ItemState(props: { item: QueueItem; percent: number; label: string }) {
  const t = useT();
  const { item } = props;
  const bar = (value: number, color: string) => (
    <Box
      role="progressbar"
      aria-label={t('submitApp.progressLabel', { label: props.label })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
      h="2"
      bg="bg.emphasized"
      rounded="full"
      overflow="hidden"
    >
      <Box h="full" w={`${value}%`} bg={color} transition="width 0.2s" />
    </Box>
  );
  const line = (text: string, color = 'fg.muted') => (
    <Text fontSize="sm" color={color} data-testid="upload-state">
      {text}
    </Text>
  );
  switch (item.status) {
    case 'uploading':
      return (
        <Stack gap="1">
          {bar(props.percent, 'brand.600')}
          {line(
            item.attempt > 1
              ? t('submitApp.statusRetrying', { percent: props.percent, attempt: item.attempt })
              : t('submitApp.statusUploading', { percent: props.percent }),
          )}
        </Stack>
      );
    case 'waiting':
      return (
        <Stack gap="1">
          {bar(0, 'brand.600')}
          {line(t('submitApp.statusWaitingItem', { seconds: item.retryIn ?? 1 }), 'orange.800')}
        </Stack>
      );
    case 'done':
      return (
        <Stack gap="1">
          {bar(100, 'green.600')}
          {line(t('submitApp.statusDone'), 'green.700')}
          {item.message && line(item.message, 'red.700')}
        </Stack>
      );
    case 'failed':
      return line(item.message ?? t('submitApp.statusFailed'), 'red.700');
    case 'refused':
      return line(item.message ?? t('submitApp.statusRefused'), 'red.700');
    case 'missing':
      return line(t('submitApp.statusMissing', { name: item.name }), 'orange.800');
    default:
      return line(t('submitApp.statusReady'));
  }
}
