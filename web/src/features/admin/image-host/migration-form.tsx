import { useMutation } from '@apollo/client/react';
import { Alert, Button, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import { toaster } from '@/components/ui/toaster-store';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';
import { callErrorMessage, refusalMessage } from '@/lib/result-error';
import { nativeSelectRecipe } from '../shell/field-recipes';
import { FormField } from '../shell/form-field';
import {
  BOUNDS,
  DEFAULT_MIGRATION,
  MIGRATION_TYPES,
  type MigrationType,
  type MigrationValues,
  NUMBER_PARAMS,
  type NumberParam,
  TYPE_LABELS,
  toMigrationInput,
  toMigrationValues,
} from './migration-params';

const StartMigrationMutation = graphql(`
  mutation StartImageMigration($input: ImageMigrationInput!) {
    startImageMigration(input: $input) {
      __typename
      ... on StartImageMigrationSuccess {
        data {
          id
          ...JobProgress_Job
        }
      }
      ...ResultError
    }
  }
`);

const LABELS: Record<NumberParam, MessageId> = {
  maxRecords: 'admin.migration.maxRecords',
  batchSize: 'admin.migration.batchSize',
  delayBetweenBatches: 'admin.migration.delay',
};

/** Spec sections 2, 4, 5 and 8: the Batch Migration form, its bounds, button rules and toasts. */
export function MigrationForm(props: { configured: boolean; onStarted: (jobId: number) => void }) {
  const t = useT();
  const [values, setValues] = useState<MigrationValues>(DEFAULT_MIGRATION);
  const [invalid, setInvalid] = useState<NumberParam[]>([]);
  const [start, { loading }] = useMutation(StartMigrationMutation);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (name: keyof MigrationValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setInvalid((list) => list.filter((n) => n !== name));
  };
  const failed = (message: string | undefined) =>
    toaster.error({
      id: 'migration-start',
      title: t('admin.migration.failed'),
      description: message ? t('admin.errorText', { message }) : t('admin.genericError'),
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || !props.configured) return;
    const checked = toMigrationInput(values);
    if (!checked.ok) {
      setInvalid(checked.invalid);
      const first = formRef.current?.elements.namedItem(checked.invalid[0] ?? '');
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    // What is sent, shown: an empty or zero entry now reads as its default.
    setValues(toMigrationValues(checked.input));
    try {
      const { data } = await start({ variables: { input: checked.input } });
      const result = data?.startImageMigration;
      if (result?.__typename === 'StartImageMigrationSuccess') {
        toaster.success({
          id: 'migration-start',
          title: t('admin.migration.started'),
          description: t('admin.migration.startedDesc'),
        });
        props.onStarted(result.data.id);
      } else failed(result ? refusalMessage(result) : undefined);
    } catch (error) {
      failed(callErrorMessage(error));
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t('admin.migration.tab')}>
      <Stack gap="5">
        <FormField label={t('admin.migration.type')}>
          <NativeSelect.Root recipe={nativeSelectRecipe}>
            <NativeSelect.Field
              name="type"
              value={values.type}
              onChange={(e) => set('type', e.target.value as MigrationType)}
            >
              {MIGRATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(TYPE_LABELS[type])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          {NUMBER_PARAMS.map((name) => {
            const b = BOUNDS[name];
            const range = { min: b.min, max: b.max, default: b.default };
            return (
              <FormField
                key={name}
                label={t(LABELS[name])}
                help={t('admin.migration.range', range)}
                problem={invalid.includes(name) ? { text: t('admin.migration.outOfBounds', range) } : undefined}
              >
                <Input
                  name={name}
                  type="number"
                  inputMode="numeric"
                  min={b.min}
                  max={b.max}
                  step={1}
                  value={values[name]}
                  onChange={(e) => set(name, e.target.value)}
                />
              </FormField>
            );
          })}
        </SimpleGrid>
        <Alert.Root status="info" colorPalette="brand">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('admin.migration.noteTitle')}</Alert.Title>
            <Alert.Description>{t('admin.migration.note')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button
          type="submit"
          alignSelf="start"
          colorPalette="brand"
          loading={loading}
          loadingText={t('admin.migration.starting')}
          disabled={!props.configured}
        >
          {t('admin.migration.start')}
        </Button>
      </Stack>
    </form>
  );
}
