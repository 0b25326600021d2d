import { Alert, Box, Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { textareaRecipe } from '@/components/textarea-recipe';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';
import { onFirstInteraction } from '@/lib/on-first-interaction';
import { useHydrated } from '@/lib/use-hydrated';
import { AltchaCheck, type CheckHandle, PAYLOAD_FIELD } from './altcha-check';
import { type FieldName, LIMITS, type Problem, type Problems, serverProblems, validate } from './fields';
import { Honeypot } from './honeypot';
import { Received, usePrefetchReceived } from './lazy-received';
import { NEEDS_SCRIPT, NeedsScript } from './needs-script';
import { CONTRIBUTIONS_PATH, prefetchSend, sendContribution } from './send-later';

export type ContributionKind = 'app_request' | 'correction' | 'collection_report';

export type FieldSpec = {
  name: FieldName;
  label: MessageId;
  hint?: MessageId;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'url';
};

type Phase = 'idle' | 'verifying' | 'sending';

/**
 * One contribution form. Before the page's script runs (or without it) it is a plain form: the
 * browser checks the required fields and lengths, the widget (its own script) must be solved, and the
 * server answers the post with a page holding the status link. Once hydrated, the page checks the
 * fields itself (the newsletter's style of messages), solves the widget if the visitor has not, posts
 * JSON and shows the outcome here: the server's refusals beside their fields, a refused or spent
 * check (the widget is reset to run again), the wait of a rate limit, or the status link.
 */
export function ContributionForm(props: {
  kind: ContributionKind;
  fields: readonly FieldSpec[];
  /** Posted as they are: the correction's app and screen, the reported collection. */
  hidden?: Record<string, string>;
  submitLabel: MessageId;
}) {
  const [round, setRound] = useState(0);
  const [statusUrl, setStatusUrl] = useState<string | null>(null);
  usePrefetchReceived();
  useEffect(() => onFirstInteraction(prefetchSend), []);
  if (statusUrl) {
    return (
      <Received
        statusUrl={statusUrl}
        onAnother={() => {
          setStatusUrl(null);
          setRound((n) => n + 1);
        }}
      />
    );
  }
  // A new round is a new form: empty fields and a fresh widget (the last challenge is spent).
  return <FormRound key={round} {...props} onSent={setStatusUrl} />;
}

function FormRound(props: Parameters<typeof ContributionForm>[0] & { onSent: (statusUrl: string) => void }) {
  const t = useT();
  const { language } = useLanguage();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const check = useRef<CheckHandle>(null);
  const noticeBox = useRef<HTMLDivElement>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [checkProblem, setCheckProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  // Where focus goes once the outcome has rendered (a field, the check, the notice); `n` repeats a move.
  const [focusTo, setFocusTo] = useState<{ target: string; n: number } | null>(null);
  const names = props.fields.map((f) => f.name);

  useEffect(() => {
    if (!focusTo) return;
    if (focusTo.target === 'notice') noticeBox.current?.focus();
    else if (focusTo.target === 'check') check.current?.focus();
    else form.current?.querySelector<HTMLElement>(`[name="${focusTo.target}"]`)?.focus();
  }, [focusTo]);
  const moveFocus = (target: string) => setFocusTo((prev) => ({ target, n: (prev?.n ?? 0) + 1 }));

  const words = (problem: Problem | undefined) =>
    problem ? ('text' in problem ? problem.text : t(problem.id, problem.values)) : null;

  const showProblems = (found: Problems) => {
    setProblems(found);
    const first = names.find((name) => found[name]);
    if (first) moveFocus(first);
    else if (found.subject) moveFocus('notice');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'idle' || !form.current) return;
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(form.current)) if (typeof value === 'string') values[name] = value;
    setNotice(null);
    setCheckProblem(null);
    const found = validate(names, values);
    if (Object.values(found).some(Boolean)) return showProblems(found);
    setProblems({});

    setPhase('verifying');
    const payload = await check.current?.solve();
    if (!payload) {
      setPhase('idle');
      setCheckProblem(t('contribute.checkFailed'));
      return moveFocus('check');
    }
    setPhase('sending');
    const outcome = await sendContribution({ ...values, [PAYLOAD_FIELD]: payload }, language);
    setPhase('idle');
    switch (outcome.kind) {
      case 'sent':
        return props.onSent(outcome.statusUrl);
      case 'invalid': {
        const { problems: found, others } = serverProblems(outcome.issues);
        if (others.length > 0 || !Object.values(found).some(Boolean)) {
          setNotice(others.join(' ') || outcome.message || t('contribute.failed'));
          setProblems(found);
          return moveFocus('notice');
        }
        return showProblems(found);
      }
      case 'refused':
        // A spent, expired or refused check: the widget starts over, and the next send solves it again.
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

  const clear = (name: FieldName) => {
    if (problems[name]) setProblems((prev) => ({ ...prev, [name]: undefined }));
  };

  return (
    // Until hydration the browser validates (required, maxLength, url); afterwards the page does.
    <form
      ref={form}
      method="post"
      action={CONTRIBUTIONS_PATH}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-busy={phase !== 'idle'}
    >
      <input type="hidden" name="kind" value={props.kind} />
      <input type="hidden" name="language" value={language} />
      {Object.entries(props.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Stack gap="6">
        <NeedsScript title="contribute.needsScriptTitle" text="contribute.needsScript" />
        {props.fields.map((field) => {
          const problem = words(problems[field.name]);
          const common = {
            name: field.name,
            maxLength: LIMITS[field.name],
            autoComplete: 'off',
            bg: 'bg',
            onChange: () => clear(field.name),
          };
          return (
            <Field.Root key={field.name} invalid={problem !== null} required={field.required}>
              <Field.Label>{t(field.label)}</Field.Label>
              {field.multiline ? (
                <Textarea {...common} recipe={textareaRecipe} rows={6} resize="vertical" />
              ) : (
                <Input {...common} type={field.type ?? 'text'} inputMode={field.type === 'url' ? 'url' : undefined} />
              )}
              {field.hint && <Field.HelperText>{t(field.hint, { max: LIMITS[field.name] })}</Field.HelperText>}
              {problem && <Field.ErrorText color="red.700">{problem}</Field.ErrorText>}
            </Field.Root>
          );
        })}
        <Honeypot />
        <Box {...NEEDS_SCRIPT}>
          <AltchaCheck ref={check} language={language} problem={checkProblem} />
        </Box>
        {(notice || problems.subject) && (
          <Alert.Root ref={noticeBox} status="error" role="alert" tabIndex={-1} outline="none">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('contribute.refusedTitle')}</Alert.Title>
              <Alert.Description>{notice ?? words(problems.subject)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Box {...NEEDS_SCRIPT}>
          <Button
            type="submit"
            colorPalette="brand"
            loading={phase !== 'idle'}
            loadingText={phase === 'verifying' ? t('contribute.verifying') : t('contribute.sending')}
          >
            {t(props.submitLabel)}
          </Button>
        </Box>
        <Text fontSize="sm" color="fg.muted">
          {t('contribute.noAccount')}
        </Text>
      </Stack>
    </form>
  );
}
