import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, chakra, Field, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { textareaRecipe } from '@/components/textarea-recipe';
import { graphql } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';
import { onFirstInteraction } from '@/lib/on-first-interaction';
import { useHydrated } from '@/lib/use-hydrated';
import { AltchaCheck, type CheckHandle, PAYLOAD_FIELD } from './altcha-check';
import { AppCombobox, type AppOption } from './app-combobox';
import { dimWhenDisabled } from './button-states';
import { isWebAddress, LIMITS, type Problem, serverProblems } from './fields';
import { HONEYPOT, Honeypot } from './honeypot';
import { PersonalDataWarning } from './personal-data-warning';
import type { ScreensSession } from './screens-session';
import { prefetchSend, sendContribution } from './send-later';

const SubmitScreensAppsQuery = graphql(`
  query SubmitScreensApps {
    apps {
      id
      slug
      name
      country
      type
    }
  }
`);

const APP_TYPES = ['Federal', 'State', 'Municipal'] as const;
const PLATFORMS = ['iOS', 'Android', 'Web', 'CrossPlatform'] as const;
const COUNTRY_MAX = 60;

type Which = 'existing' | 'new';
type FieldKey = 'app' | 'appName' | 'appLink' | 'appCountry' | 'message';
type Problems = Partial<Record<FieldKey, Problem>>;
type Phase = 'idle' | 'verifying' | 'sending';

/** The checks made before sending (the server checks again and has the last word). */
export function checkStep(which: Which, values: Record<string, string>, app: AppOption | null): Problems {
  const found: Problems = {};
  const text = (name: string) => (values[name] ?? '').trim();
  const tooLong = (id: MessageId, max: number): Problem => ({ id, values: { max } });
  if (which === 'existing') {
    if (!app) found.app = { id: text('appQuery') ? 'submitApp.appPick' : 'submitApp.appRequired' };
  } else {
    const name = text('appName');
    if (!name) found.appName = { id: 'contribute.nameRequired' };
    else if (name.length > LIMITS.appName) found.appName = tooLong('contribute.nameTooLong', LIMITS.appName);
    const link = text('appLink');
    if (link.length > LIMITS.appLink) found.appLink = tooLong('contribute.linkTooLong', LIMITS.appLink);
    else if (link && !isWebAddress(link)) found.appLink = { id: 'contribute.linkInvalid' };
    if (text('appCountry').length > COUNTRY_MAX) found.appCountry = tooLong('submitApp.countryTooLong', COUNTRY_MAX);
  }
  if (text('message').length > LIMITS.message) found.message = tooLong('contribute.messageTooLong', LIMITS.message);
  return found;
}

/** The first step: which app (in the catalogue, or a new one), a note, the anti-robot check. */
export function ScreensAppForm(props: { onCreated: (session: ScreensSession) => void; initialApp?: string }) {
  const t = useT();
  const { language } = useLanguage();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const check = useRef<CheckHandle>(null);
  const noticeBox = useRef<HTMLDivElement>(null);
  const comboInput = useRef<HTMLInputElement>(null);
  const [which, setWhich] = useState<Which>('existing');
  // A choice made before hydration (the radio is the browser's until then) is adopted at hydration,
  // before any render could set the radios back to this state's default (issue 53).
  useLayoutEffect(() => {
    const picked = form.current?.querySelector<HTMLInputElement>('input[name="which"]:checked')?.value;
    if (picked === 'new' || picked === 'existing') setWhich(picked);
  }, []);
  const [app, setApp] = useState<AppOption | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [checkProblem, setCheckProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [focusTo, setFocusTo] = useState<{ target: string; n: number } | null>(null);

  // The list is the browser's to fetch: the server's page stays small (and works the same without it).
  // Every app of the catalogue is a large answer to read and cache, and only the list under the field
  // shows it: fetched at the visitor's first interaction (issue 62), or at once for an app named in the
  // address, which starts chosen.
  const [wanted, setWanted] = useState(Boolean(props.initialApp));
  useEffect(() => (wanted ? undefined : onFirstInteraction(() => setWanted(true))), [wanted]);
  useEffect(() => onFirstInteraction(prefetchSend), []);
  const apps = useQuery(SubmitScreensAppsQuery, { skip: !hydrated || !wanted, notifyOnNetworkStatusChange: true });
  const options = useMemo<AppOption[] | null>(() => {
    if (!apps.data) return null;
    const collator = new Intl.Collator(language === 'en' ? 'en' : 'pt-BR', { sensitivity: 'base' });
    return apps.data.apps
      .map((a) => ({
        slug: a.slug,
        name: a.name,
        detail: [a.type ? t(`appType.${a.type}`) : null, a.country].filter(Boolean).join(' · '),
      }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [apps.data, language, t]);

  // An app named in the address (?app=<slug>, from its page) starts chosen.
  useEffect(() => {
    if (!props.initialApp || app || !options) return;
    const found = options.find((o) => o.slug === props.initialApp);
    if (found) setApp(found);
  }, [props.initialApp, options, app]);

  useEffect(() => {
    if (!focusTo) return;
    if (focusTo.target === 'notice') noticeBox.current?.focus();
    else if (focusTo.target === 'check') check.current?.focus();
    else if (focusTo.target === 'app') comboInput.current?.focus();
    else form.current?.querySelector<HTMLElement>(`[name="${focusTo.target}"]`)?.focus();
  }, [focusTo]);
  const moveFocus = (target: string) => setFocusTo((prev) => ({ target, n: (prev?.n ?? 0) + 1 }));

  const words = (problem: Problem | undefined) =>
    problem ? ('text' in problem ? problem.text : t(problem.id, problem.values)) : null;
  const order: FieldKey[] = ['app', 'appName', 'appLink', 'appCountry', 'message'];

  const showProblems = (found: Problems) => {
    setProblems(found);
    const first = order.find((k) => found[k]);
    if (first) moveFocus(first);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'idle' || !form.current) return;
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(form.current)) if (typeof value === 'string') values[name] = value;
    setNotice(null);
    setCheckProblem(null);
    const found = checkStep(which, { ...values, appQuery: comboInput.current?.value ?? '' }, app);
    if (Object.values(found).some(Boolean)) return showProblems(found);
    setProblems({});

    setPhase('verifying');
    const payload = await check.current?.solve();
    if (!payload) {
      setPhase('idle');
      setCheckProblem(t('contribute.checkFailed'));
      return moveFocus('check');
    }
    const about: Record<string, string> =
      which === 'existing' && app
        ? { app: app.slug }
        : {
            appName: values.appName?.trim() ?? '',
            appType: values.appType ?? '',
            appPlatform: values.appPlatform ?? '',
            appCountry: values.appCountry?.trim() ?? '',
            appLink: values.appLink?.trim() ?? '',
          };
    setPhase('sending');
    const outcome = await sendContribution(
      {
        kind: 'screens',
        ...about,
        message: values.message?.trim() ?? '',
        [HONEYPOT]: values[HONEYPOT] ?? '',
        [PAYLOAD_FIELD]: payload,
      },
      language,
    );
    setPhase('idle');
    switch (outcome.kind) {
      case 'sent':
        if (!outcome.token) {
          setNotice(t('contribute.failed'));
          return moveFocus('notice');
        }
        return props.onCreated({
          token: outcome.token,
          statusUrl: outcome.statusUrl,
          app:
            which === 'existing' && app
              ? { name: app.name, slug: app.slug }
              : { name: about.appName ?? '', slug: null },
          plan: [],
          done: false,
        });
      case 'invalid': {
        const { problems: mine, others } = serverProblems(outcome.issues);
        const mapped: Problems = {
          appName: mine.appName,
          appLink: mine.appLink,
          message: mine.message,
          app: mine.subject,
        };
        if (others.length > 0 || !Object.values(mapped).some(Boolean)) {
          setNotice(others.join(' ') || outcome.message || t('contribute.failed'));
          setProblems(mapped);
          return moveFocus('notice');
        }
        return showProblems(mapped);
      }
      case 'refused':
        if (outcome.checkAgain) check.current?.reset();
        setNotice(outcome.message);
        return moveFocus('notice');
      case 'limited':
        setNotice(outcome.message);
        return moveFocus('notice');
      default:
        setNotice(outcome.message ?? t('contribute.failed'));
        return moveFocus('notice');
    }
  };

  const clear = (key: FieldKey) => {
    if (problems[key]) setProblems((prev) => ({ ...prev, [key]: undefined }));
  };

  return (
    // Without the page's script nothing is posted: the screenshots need it (the notice says so).
    <form ref={form} noValidate onSubmit={onSubmit} aria-busy={phase !== 'idle'}>
      <Stack gap="6">
        <Box as="fieldset" m="0" p="0" border="0" minW="0">
          <Text as="legend" fontWeight="medium" mb="2" p="0">
            {t('submitApp.whichApp')}
          </Text>
          <Stack gap="2" direction={{ base: 'column', sm: 'row' }}>
            <Choice name="which" value="existing" checked={which === 'existing'} onChange={() => setWhich('existing')}>
              {t('submitApp.existing')}
            </Choice>
            <Choice name="which" value="new" checked={which === 'new'} onChange={() => setWhich('new')}>
              {t('submitApp.new')}
            </Choice>
          </Stack>
        </Box>

        {which === 'existing' ? (
          <Stack gap="3">
            <AppCombobox
              label={t('submitApp.appLabel')}
              hint={t('submitApp.appHint')}
              options={options}
              loading={wanted && !apps.data && !apps.error}
              value={app}
              onChange={(option) => {
                setApp(option);
                clear('app');
              }}
              problem={words(problems.app)}
              inputRef={comboInput}
            />
            {apps.error && !apps.loading && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Description>{t('submitApp.appsFailed')}</Alert.Description>
                </Alert.Content>
                <Button size="sm" variant="outline" bg="bg" onClick={() => void apps.refetch().catch(() => undefined)}>
                  {t('submitApp.tryAgain')}
                </Button>
              </Alert.Root>
            )}
            {options?.length === 0 && (
              <Text fontSize="sm" color="fg.muted">
                {t('submitApp.appsEmpty')}
              </Text>
            )}
          </Stack>
        ) : (
          <Stack gap="5">
            <Field.Root invalid={!!problems.appName} required>
              <Field.Label>{t('contribute.nameLabel')}</Field.Label>
              <Input
                name="appName"
                maxLength={LIMITS.appName}
                autoComplete="off"
                bg="bg"
                onChange={() => clear('appName')}
              />
              {problems.appName && <Field.ErrorText color="red.700">{words(problems.appName)}</Field.ErrorText>}
            </Field.Root>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <Select name="appType" label={t('submitApp.typeLabel')}>
                <option value="">{t('submitApp.notSure')}</option>
                {APP_TYPES.map((v) => (
                  <option key={v} value={v}>
                    {t(`appType.${v}`)}
                  </option>
                ))}
              </Select>
              <Select name="appPlatform" label={t('submitApp.platformLabel')}>
                <option value="">{t('submitApp.notSure')}</option>
                {PLATFORMS.map((v) => (
                  <option key={v} value={v}>
                    {t(`platform.${v}`)}
                  </option>
                ))}
              </Select>
            </SimpleGrid>
            <Field.Root invalid={!!problems.appCountry}>
              <Field.Label>{t('submitApp.countryLabel')}</Field.Label>
              <Input
                name="appCountry"
                maxLength={COUNTRY_MAX}
                defaultValue={t('submitApp.countryDefault')}
                autoComplete="off"
                bg="bg"
                onChange={() => clear('appCountry')}
              />
              {problems.appCountry && <Field.ErrorText color="red.700">{words(problems.appCountry)}</Field.ErrorText>}
            </Field.Root>
            <Field.Root invalid={!!problems.appLink}>
              <Field.Label>{t('contribute.linkLabel')}</Field.Label>
              <Input
                name="appLink"
                type="url"
                inputMode="url"
                maxLength={LIMITS.appLink}
                autoComplete="off"
                bg="bg"
                onChange={() => clear('appLink')}
              />
              <Field.HelperText>{t('contribute.linkHint')}</Field.HelperText>
              {problems.appLink && <Field.ErrorText color="red.700">{words(problems.appLink)}</Field.ErrorText>}
            </Field.Root>
          </Stack>
        )}

        <Field.Root invalid={!!problems.message}>
          <Field.Label>{t('submitApp.notesLabel')}</Field.Label>
          <Textarea
            name="message"
            recipe={textareaRecipe}
            rows={3}
            resize="vertical"
            maxLength={LIMITS.message}
            bg="bg"
            onChange={() => clear('message')}
          />
          <Field.HelperText>{t('submitApp.notesHint', { max: LIMITS.message })}</Field.HelperText>
          {problems.message && <Field.ErrorText color="red.700">{words(problems.message)}</Field.ErrorText>}
        </Field.Root>

        <PersonalDataWarning />
        <Honeypot />
        <AltchaCheck ref={check} language={language} problem={checkProblem} />
        {notice && (
          <Alert.Root ref={noticeBox} status="error" role="alert" tabIndex={-1} outline="none">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('contribute.refusedTitle')}</Alert.Title>
              <Alert.Description>{notice}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <HStack gap="4" wrap="wrap">
          <Button
            type="submit"
            colorPalette="brand"
            disabled={!hydrated}
            css={dimWhenDisabled}
            loading={phase !== 'idle'}
            loadingText={phase === 'verifying' ? t('contribute.verifying') : t('contribute.sending')}
          >
            {t('submitApp.continue')}
          </Button>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('contribute.noAccount')}
        </Text>
      </Stack>
    </form>
  );
}

/** A radio button with its label, large enough for a finger. */
function Choice(props: { name: string; value: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <Box
      as="label"
      display="flex"
      alignItems="center"
      gap="2"
      px="3"
      py="2"
      borderWidth="1px"
      rounded="l2"
      cursor="pointer"
      bg={props.checked ? 'brand.subtle' : 'bg'}
      borderColor={props.checked ? 'brand.600' : 'border'}
      css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' } }}
    >
      <input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={props.onChange}
        style={{ width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-brand-600)' }}
      />
      <span>{props.children}</span>
    </Box>
  );
}

/** A native select (the phone's own picker), styled as the site's inputs. */
function Select(props: { name: string; label: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={id} textStyle="sm" fontWeight="medium">
        {props.label}
      </chakra.label>
      <chakra.select
        id={id}
        name={props.name}
        w="full"
        h="10"
        ps="3"
        pe="8"
        bg="bg"
        borderWidth="1px"
        borderColor="border"
        rounded="l2"
        textStyle="sm"
        appearance="auto"
        focusVisibleRing="inside"
        css={{ '--focus-color': 'colors.brand.focusRing' }}
      >
        {props.children}
      </chakra.select>
    </Stack>
  );
}
