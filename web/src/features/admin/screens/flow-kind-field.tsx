import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { graphql } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { callErrorMessage, refusalMessage } from '@/lib/result-error';
import { nativeSelectRecipe } from '../shell/field-recipes';

const AdminFlowKindsQuery = graphql(`
  query AdminFlowKinds($appId: Int!) {
    flowKinds {
      slug
      namePt
      nameEn
    }
    appFlowKinds(appId: $appId) {
      appId
      flow
      kind
      source
    }
  }
`);

const SetFlowKindMutation = graphql(`
  mutation SetFlowKind($appId: Int!, $flow: String!, $kind: String) {
    setFlowKind(appId: $appId, flow: $flow, kind: $kind) {
      __typename
      ... on SetFlowKindSuccess {
        data {
          appId
          flow
          kind
          source
        }
      }
      ...ResultError
    }
  }
`);

type Kind = { slug: string; namePt: string; nameEn: string };
type Choice = { kind: string | null; source: string };
// The select's value for "left unmapped" (a kind's slug is never empty).
const UNMAPPED = '';

/** One query per app: the kinds to choose from and each flow's current kind. */
export function useFlowKinds(appId: number) {
  const { data, error } = useQuery(AdminFlowKindsQuery, { variables: { appId }, fetchPolicy: 'cache-and-network' });
  const choices = new Map<string, Choice>((data?.appFlowKinds ?? []).map((c) => [c.flow, c]));
  return { kinds: data?.flowKinds, choices, failed: Boolean(error) };
}

/** A flow's journey kind on the admin page: the suggestion or the admin's choice, to confirm or change. */
export function FlowKindField(props: { appId: number; flow: string; kinds: Kind[]; choice: Choice | undefined }) {
  const t = useT();
  const { language } = useLanguage();
  const id = useId();
  const current = props.choice?.kind ?? UNMAPPED;
  const [value, setValue] = useState(current);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [save, state] = useMutation(SetFlowKindMutation, {
    refetchQueries: ['AdminFlowKinds'],
    awaitRefetchQueries: true,
  });
  const name = (slug: string | null) => {
    const kind = props.kinds.find((k) => k.slug === slug);
    return kind ? (language === 'en' ? kind.nameEn : kind.namePt) : t('admin.flowKind.unmapped');
  };
  const suggested = props.choice?.source !== 'admin';
  // Unchanged and already the admin's: nothing to save. Unchanged but suggested: saving confirms it.
  const idle = value === current && !suggested;

  const submit = async () => {
    setMessage(null);
    try {
      const { data } = await save({ variables: { appId: props.appId, flow: props.flow, kind: value || null } });
      const result = data?.setFlowKind;
      if (result?.__typename === 'SetFlowKindSuccess') {
        setValue(result.data.kind ?? UNMAPPED);
        setMessage({ ok: true, text: t('admin.flowKind.saved', { kind: name(result.data.kind) }) });
      } else setMessage({ ok: false, text: (result && refusalMessage(result)) || t('admin.genericError') });
    } catch (error) {
      setMessage({ ok: false, text: callErrorMessage(error) || t('admin.genericError') });
    }
  };

  return (
    <HStack gap="3" wrap="wrap" data-testid="flow-kind">
      <Badge colorPalette={suggested ? 'gray' : 'green'} data-testid="flow-kind-state">
        {t(suggested ? 'admin.flowKind.suggested' : 'admin.flowKind.chosen', {
          kind: name(props.choice?.kind ?? null),
        })}
      </Badge>
      <label htmlFor={id}>
        <Text as="span" srOnly>
          {t('admin.flowKind.label', { flow: props.flow })}
        </Text>
      </label>
      <NativeSelect.Root recipe={nativeSelectRecipe} width="auto">
        <NativeSelect.Field id={id} value={value} onChange={(e) => setValue(e.target.value)}>
          <option value={UNMAPPED}>{t('admin.flowKind.unmapped')}</option>
          {props.kinds.map((k) => (
            <option key={k.slug} value={k.slug}>
              {language === 'en' ? k.nameEn : k.namePt}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="sm" variant="outline" onClick={submit} disabled={idle} loading={state.loading}>
        {t(value === current ? 'admin.flowKind.confirm' : 'admin.flowKind.save')}
      </Button>
      <Text role="status" fontSize="sm" color={message?.ok === false ? 'fg.error' : 'fg.muted'}>
        {message?.text}
      </Text>
    </HStack>
  );
}
