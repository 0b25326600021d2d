import { Alert, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useT } from '@/i18n/i18n-provider';
import { textareaRecipe } from '../shell/field-recipes';
import { type FieldProblem, FormField } from '../shell/form-field';
import { REASON_MAX } from './labels';
import type { Outcome } from './use-decide';

/** The reason a rejection needs: required, at most 500 characters, read by the visitor on their status link. */
export function RejectForm(props: {
  formId: string;
  busy: boolean;
  /** What else rejecting does, said before the reason (a 'screens' submission's images are deleted). */
  warning?: string;
  /** Sends the decision; answers the outcome when the dialog stays open (refused or failed). */
  send: (reason: string) => Promise<Outcome | null>;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<FieldProblem | undefined>();
  const left = Math.max(0, REASON_MAX - reason.trim().length);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (props.busy) return;
    const field = event.currentTarget.elements.namedItem('reason') as HTMLElement | null;
    const trimmed = reason.trim();
    if (trimmed === '' || trimmed.length > REASON_MAX) {
      setProblem(
        trimmed === ''
          ? { id: 'admin.contributions.reasonRequired' }
          : { text: t('admin.contributions.reasonTooLong', { max: REASON_MAX }) },
      );
      field?.focus();
      return;
    }
    const outcome = await props.send(trimmed);
    if (outcome?.kind !== 'invalid') return;
    setProblem({ text: outcome.issues.reason ?? outcome.message });
    field?.focus();
  };

  return (
    <form id={props.formId} noValidate onSubmit={onSubmit}>
      <Stack gap="5">
        {props.warning && (
          <Alert.Root status="warning" data-testid="reject-warning">
            <Alert.Indicator />
            <Alert.Title>{props.warning}</Alert.Title>
          </Alert.Root>
        )}
        <Text color="fg.muted" fontSize="sm">
          {t('admin.contributions.rejectIntro')}
        </Text>
        <FormField
          label={t('admin.contributions.reason')}
          help={t('admin.contributions.reasonLeft', { count: left })}
          problem={problem}
          required
        >
          <Textarea
            recipe={textareaRecipe}
            name="reason"
            rows={4}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(undefined);
            }}
          />
        </FormField>
      </Stack>
    </form>
  );
}
