import { Alert, chakra, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useT } from '@/i18n/i18n-provider';
import { textareaRecipe } from '../shell/field-recipes';
import { type FieldProblem, FormField } from '../shell/form-field';
import type { Outcome } from './use-decide';

// The server's limits for a new app (services/catalogue/app-create.ts).
const NAME_MAX = 120;
const URL_MAX = 2048;
const INFO_MAX = 2000;

type Values = { name: string; url: string; appInfo: string; planned: boolean };
type Field = 'name' | 'url' | 'appInfo';
const FIELDS: Field[] = ['name', 'url', 'appInfo'];
type Problems = Partial<Record<Field, FieldProblem>>;

const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/**
 * The app an approved request creates: the visitor's name and link, edited, a description, planned or
 * live. For a 'screens' submission about a new app (`screens`), the same form creates the app its
 * screenshots are published on: live by default, and the visitor's type, platform and country said.
 */
export function ApproveForm(props: {
  formId: string;
  busy: boolean;
  initial: { name: string; url: string };
  screens?: { count: number; described: string };
  /** Sends the decision; answers the outcome when the dialog stays open (refused or failed). */
  send: (input: Values) => Promise<Outcome | null>;
  /** More fields below the app's (the captures of a 'screens' submission), checked after the app's. */
  children?: ReactNode;
  check?: () => boolean;
}) {
  const t = useT();
  const [values, setValues] = useState<Values>({ ...props.initial, appInfo: '', planned: !props.screens });
  const [problems, setProblems] = useState<Problems>({});
  const [general, setGeneral] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const legendId = useId();

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => (field in p ? { ...p, [field]: undefined } : p));
  };

  const show = (found: Problems) => {
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    const element = first && formRef.current?.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (props.busy) return;
    const input = { ...values, name: values.name.trim(), url: values.url.trim(), appInfo: values.appInfo.trim() };
    const found: Problems = {};
    if (input.name === '') found.name = { id: 'admin.contributions.nameRequired' };
    if (input.url !== '' && !isHttpUrl(input.url)) found.url = { id: 'admin.app.invalidUrl' };
    if (Object.keys(found).length > 0) return show(found);
    if (props.check && !props.check()) return;
    setGeneral(null);
    const outcome = await props.send(input);
    if (outcome?.kind !== 'invalid') return;
    const fromServer: Problems = {};
    for (const field of FIELDS) {
      const text = outcome.issues[field];
      if (text) fromServer[field] = { text };
    }
    // A refusal that names no field of this form (there should be none) is still said.
    if (Object.keys(fromServer).length === 0) setGeneral(outcome.message);
    show(fromServer);
  };

  return (
    <form id={props.formId} ref={formRef} noValidate onSubmit={onSubmit}>
      <Stack gap="5">
        <Text color="fg.muted" fontSize="sm">
          {props.screens
            ? t('admin.contributions.approveScreensIntro', { count: props.screens.count })
            : t('admin.contributions.approveIntro')}
        </Text>
        {props.screens?.described && (
          <Text fontSize="sm" data-testid="approve-described">
            {t('admin.contributions.visitorDetails', { details: props.screens.described })}
          </Text>
        )}
        {general && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{general}</Alert.Title>
          </Alert.Root>
        )}
        <FormField label={t('admin.contributions.appName')} problem={problems.name} required>
          <Input
            name="name"
            autoComplete="off"
            maxLength={NAME_MAX}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />
        </FormField>
        <FormField label={t('admin.app.url')} help={t('admin.app.urlHelp')} problem={problems.url}>
          <Input
            name="url"
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={URL_MAX}
            value={values.url}
            onChange={(e) => set('url', e.target.value)}
          />
        </FormField>
        <FormField label={t('admin.app.info')} help={t('admin.contributions.appInfoHelp')} problem={problems.appInfo}>
          <Textarea
            recipe={textareaRecipe}
            name="appInfo"
            rows={3}
            maxLength={INFO_MAX}
            value={values.appInfo}
            onChange={(e) => set('appInfo', e.target.value)}
          />
        </FormField>
        <Stack as="fieldset" gap="2" m="0" p="0" border="0" minW="0" aria-labelledby={legendId}>
          <Text as="legend" id={legendId} fontSize="sm" fontWeight="medium" mb="1.5">
            {t('admin.contributions.publishAs')}
          </Text>
          <HStack gap="2" wrap="wrap" align="stretch">
            {[true, false].map((planned) => (
              <chakra.label
                key={String(planned)}
                display="flex"
                alignItems="center"
                gap="2"
                borderWidth="1px"
                rounded="md"
                px="3"
                py="2"
                fontSize="sm"
                cursor="pointer"
                borderColor={values.planned === planned ? 'brand.solid' : 'border'}
                bg={values.planned === planned ? 'brand.subtle' : undefined}
                _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
              >
                <chakra.input
                  type="radio"
                  name="planned"
                  value={planned ? 'planned' : 'live'}
                  checked={values.planned === planned}
                  onChange={() => set('planned', planned)}
                  css={{ accentColor: 'var(--chakra-colors-brand-600)' }}
                />
                {t(
                  planned
                    ? props.screens
                      ? 'admin.contributions.plannedScreens'
                      : 'admin.contributions.planned'
                    : 'admin.contributions.live',
                )}
              </chakra.label>
            ))}
          </HStack>
        </Stack>
        {props.children}
      </Stack>
    </form>
  );
}
