import { useQuery } from '@apollo/client/react';
import { Box, Link as ChakraLink, Heading, HStack, Stack } from '@chakra-ui/react';
import { useMemo, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { COMPARE_MAX, COMPARE_MIN, comparePath } from '@/components/compare/compare-store';
import { EmptyState } from '@/components/empty-state';
import { ErrorBox } from '@/components/error-box';
import { graphql } from '@/gql';
import type { ComparePageQuery as ComparePageData } from '@/gql/graphql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useDocumentHead } from '@/lib/use-document-head';
import { useLiveSearchParams } from '@/lib/use-live-search-params';
import { CompareColumn, LoadingColumn, RemovedColumn } from './compare-column';
import { CompareFlows, parseFlowApps } from './compare-flows';
import { CompareHeader } from './compare-header';
import { type CompareProblem, parseCompareIds } from './compare-ids';

const ComparePageQuery = graphql(`
  query ComparePage($ids: [Int!]!) {
    screensByIds(ids: $ids) {
      id
      dbId
      ...CompareColumn_Screen
    }
  }
`);

type Column = NonNullable<ComparePageData['screensByIds'][number]>;

const PROBLEM_TITLE: Record<CompareProblem, 'compare.tooFew' | 'compare.tooMany' | 'compare.invalid'> = {
  tooFew: 'compare.tooFew',
  tooMany: 'compare.tooMany',
  invalid: 'compare.invalid',
};

/** Whether an answer is the one for these ids (same order; null where a screen is gone). */
function answersFor(answer: ReadonlyArray<{ dbId: number } | null>, ids: readonly number[]): boolean {
  return answer.length === ids.length && answer.every((screen, i) => screen === null || screen.dbId === ids[i]);
}

/**
 * The common height of the pictures, from the row's own width (it is a size container): on a phone
 * 80 % of it for a 9:16 screen (the row then swipes), on wider screens whatever lets all of them fit
 * side by side; never taller than most of the window.
 */
function rowHeight(count: number) {
  // Less each picture's 1px border and a pixel of rounding, or the last one would poke out.
  const fit = `calc((100cqw - ${count - 1} * 1.5rem - ${count * 4}px) / ${count} * 16 / 9)`;
  return {
    containerType: 'inline-size',
    '--compare-h': 'min(calc(80cqw * 16 / 9), 62vh)',
    '@media (min-width: 768px)': { '--compare-h': `min(560px, 68vh, ${fit})` },
  };
}

/**
 * Issue 38: 2 to 6 screens side by side at one height, from `?telas=1,2,3` (a collection or a pick);
 * issue 61: whole flows one above the other, from `?fluxo=entrar&apps=a,b,c`.
 */
export default function CompareRoute() {
  const [params] = useLiveSearchParams();
  const kind = params.get('fluxo')?.trim();
  if (kind) return <CompareFlows kind={kind.slice(0, 40)} apps={parseFlowApps(params.get('apps'))} />;
  return <CompareScreens />;
}

function CompareScreens() {
  const t = useT();
  const { localize } = useLanguage();
  const [params] = useLiveSearchParams();
  const navigate = useNavigate();
  const raw = params.get('telas');
  const parsed = useMemo(() => parseCompareIds(raw), [raw]);
  const rowRef = useRef<HTMLDivElement>(null);
  const { data, error } = useQuery(ComparePageQuery, { variables: { ids: parsed.ids }, skip: !parsed.ok });
  useDocumentHead({ title: t('meta.compare.title'), description: t('meta.compare.description') });

  // What is known of each id: kept across a removal, so the rest stay on screen while it reloads.
  const known = useRef(new Map<number, Column | null>());
  const answer = data?.screensByIds;
  if (answer && answersFor(answer, parsed.ids)) {
    parsed.ids.forEach((id, i) => {
      known.current.set(id, answer[i] ?? null);
    });
  }

  const back = (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={localize('/screens')}>{t('compare.goBack')}</Link>
    </ChakraLink>
  );
  const heading = (
    <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
      {t('compare.title')}
    </Heading>
  );
  if (!parsed.ok) {
    return (
      <Stack gap="2">
        {heading}
        <EmptyState
          title={t(PROBLEM_TITLE[parsed.problem], { max: COMPARE_MAX, min: COMPARE_MIN })}
          hints={[t('compare.hint')]}
        >
          {back}
        </EmptyState>
      </Stack>
    );
  }

  const ids = parsed.ids;
  const remove = (index: number) => {
    navigate(localize(comparePath(ids.filter((_, i) => i !== index))));
    // The button is gone: keep the keyboard in the row rather than at the top of the page.
    rowRef.current?.focus();
  };

  return (
    <Stack gap="6">
      <CompareHeader heading={heading} subtitle={t('compare.subtitle', { count: ids.length })} back={back} />
      {error && !data ? (
        <ErrorBox error={error} />
      ) : (
        <Box
          ref={rowRef}
          role="region"
          aria-label={t('compare.row', { count: ids.length })}
          tabIndex={0}
          data-testid="compare-row"
          overflowX="auto"
          overscrollBehaviorX="contain"
          scrollSnapType={{ base: 'x mandatory', md: 'x proximity' }}
          pb="3"
          rounded="md"
          focusRing="outside"
          css={rowHeight(ids.length)}
        >
          <HStack as="ul" listStyleType="none" m="0" p="0" gap={{ base: '4', md: '6' }} align="start" w="max-content">
            {ids.map((id, i) => {
              const screen = known.current.get(id);
              if (screen === undefined) return <LoadingColumn key={id} />;
              if (screen === null) return <RemovedColumn key={id} onRemove={() => remove(i)} />;
              return <CompareColumn key={id} screen={screen} priority onRemove={() => remove(i)} />;
            })}
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
