import { Box, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '@/i18n/i18n-provider';
import { onFirstInteraction } from '@/lib/on-first-interaction';
import { useDocumentHead } from '@/lib/use-document-head';
import { useLiveSearchParams } from '@/lib/use-live-search-params';
import { ContributePage } from './contribute-page';
import { Received, usePrefetchReceived } from './lazy-received';
import { NeedsScript } from './needs-script';
import { PersonalDataWarning } from './personal-data-warning';
import { ScreensAppForm } from './screens-app-form';
import { clearSession, readSession, type ScreensSession, saveSession } from './screens-session';

// The screenshots' step (most of this page's code) is not what the page first shows: it is fetched at
// the visitor's first interaction, or when a stored submission resumes at that step.
const loadUploader = () => import('./screens-uploader');
const ScreensUploader = lazy(() => loadUploader().then((m) => ({ default: m.ScreensUploader })));

type Step = 1 | 2 | 3;

/**
 * Submit an app (issue 37), from the header's 'Enviar aplicativo': which app, then its screenshots
 * (one request each, resumable after a reload: the submission waits in this tab's sessionStorage),
 * then the status link. Nothing is public until a moderator approves.
 */
export default function SubmitAppRoute() {
  const t = useT();
  const [params] = useLiveSearchParams();
  useDocumentHead({ title: t('meta.submitApp.title'), description: t('meta.submitApp.description') });
  // Read after hydration: the server's page is always the first step (a stored submission is the tab's own).
  const [session, setSession] = useState<ScreensSession | null>(null);
  const [received, setReceived] = useState<number | null>(null);
  useEffect(() => setSession(readSession()), []);
  useEffect(() => onFirstInteraction(() => void loadUploader()), []);
  usePrefetchReceived();

  const step: Step = !session ? 1 : session.done ? 3 : 2;
  const update = (next: ScreensSession | null) => {
    if (next) saveSession(next);
    else clearSession();
    setSession(next);
  };

  return (
    <ContributePage title={t('submitApp.title')} intro={t('submitApp.intro')}>
      <NeedsScript title="submitApp.needsScriptTitle" text="submitApp.needsScript" />
      <Steps current={step} />
      {step === 1 && (
        <ScreensAppForm initialApp={params.get('app') ?? undefined} onCreated={(created) => update(created)} />
      )}
      {step === 2 && session && (
        <Suspense
          fallback={
            <Text color="fg.muted" role="status">
              {t('common.loading')}
            </Text>
          }
        >
          <ScreensUploader
            // The stored plan is read once per submission; later saves must not restart the step.
            key={session.token}
            session={session}
            onFinish={(count) => {
              setReceived(count);
              // The latest plan was saved by the uploader: keep it, mark done.
              update({ ...(readSession() ?? session), done: true });
            }}
            onStartOver={() => update(null)}
            onSave={saveSession}
            warning={<PersonalDataWarning />}
          />
        </Suspense>
      )}
      {step === 3 && session && (
        <Received
          statusUrl={session.statusUrl}
          onAnother={() => {
            setReceived(null);
            update(null);
          }}
          details={
            <Stack gap="2">
              {received !== null && <Text fontWeight="medium">{t('submitApp.doneCount', { count: received })}</Text>}
              <Text>{t('submitApp.donePublic')}</Text>
              <Text>{t('submitApp.donePrivacy')}</Text>
            </Stack>
          }
        />
      )}
    </ContributePage>
  );
}

/** Where the visitor is: app, screenshots, done. */
function Steps(props: { current: Step }) {
  const t = useT();
  const names = [t('submitApp.step1'), t('submitApp.step2'), t('submitApp.step3')];
  return (
    <Box
      as="ol"
      display="flex"
      gap="2"
      m="0"
      p="0"
      listStyleType="none"
      aria-label={t('submitApp.stepsLabel')}
      fontSize="sm"
    >
      {names.map((name, i) => {
        const n = (i + 1) as Step;
        const here = n === props.current;
        return (
          <Box
            as="li"
            key={name}
            flex="1"
            aria-current={here ? 'step' : undefined}
            pt="2"
            borderTopWidth="4px"
            borderColor={n <= props.current ? 'brand.600' : 'border'}
            color={here ? 'fg' : 'fg.muted'}
            fontWeight={here ? 'semibold' : 'normal'}
          >
            <span aria-hidden="true">{n}. </span>
            {name}
          </Box>
        );
      })}
    </Box>
  );
}
