import { useQuery } from '@apollo/client/react';
import { Link as ChakraLink, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { ErrorBox } from '@/components/error-box';
import { ScreenGridSkeletons } from '@/components/screen-grid-layout';
import { ScreenThumb } from '@/components/screen-thumb';
import { LazyScreenViewer } from '@/components/screen-viewer/lazy-screen-viewer';
import { useViewerParam } from '@/components/screen-viewer/use-viewer-param';
import { graphql } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useDocumentHead } from '@/lib/use-document-head';
import { CompareHeader } from './compare-header';

export const FLOWS_MIN = 2;
export const FLOWS_MAX = 6;

const CompareFlowsQuery = graphql(`
  query CompareFlows($slug: String!, $apps: [String!]!) {
    flowKind(slug: $slug) {
      slug
      namePt
      nameEn
      rows(first: 12, screens: 30, filter: { apps: $apps }) {
        edges {
          cursor
          node {
            flow
            screenCount
            app {
              id
              name
              slug
            }
            screens {
              id
              airtableId
              ...ScreenThumb_Screen
              ...ScreenViewer_Screen
            }
          }
        }
      }
    }
  }
`);

/** `?apps=a,b,c`: the apps' slugs in the order asked, each once. */
export function parseFlowApps(raw: string | null): string[] {
  const slugs = (raw ?? '').split(',').map((s) => s.trim().toLowerCase());
  return [...new Set(slugs.filter((s) => /^[a-z0-9-]{1,200}$/.test(s)))];
}

/**
 * Issue 61 item 2: whole flows compared, `/comparar?fluxo=entrar&apps=a,b,c` — a few apps' flows of one
 * kind one above the other, each its screens in the app's order, in the order the address names them.
 */
export function CompareFlows(props: { kind: string; apps: string[] }) {
  const t = useT();
  const { language, localize } = useLanguage();
  const viewer = useViewerParam();
  useDocumentHead({ title: t('meta.compare.title'), description: t('meta.compare.description') });
  const ok = props.apps.length >= FLOWS_MIN && props.apps.length <= FLOWS_MAX;
  const { data, error } = useQuery(CompareFlowsQuery, {
    variables: { slug: props.kind, apps: props.apps },
    skip: !ok,
  });
  const rows = useMemo(() => {
    const edges = data?.flowKind?.rows.edges ?? [];
    const place = (slug: string) => props.apps.indexOf(slug);
    return [...edges].sort((a, b) => place(a.node.app.slug) - place(b.node.app.slug));
  }, [data, props.apps]);
  const screens = useMemo(() => rows.flatMap((r) => r.node.screens), [rows]);
  const kind = data?.flowKind;
  const name = kind ? (language === 'en' ? kind.nameEn : kind.namePt) : '';
  const back = (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={localize(`/fluxos/${props.kind}`)}>{t('compare.flowsBack')}</Link>
    </ChakraLink>
  );
  const heading = (
    <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
      {kind ? t('compare.flowsTitle', { name }) : t('compare.title')}
    </Heading>
  );
  if (!ok || (data && !kind)) {
    return (
      <Stack gap="2">
        {heading}
        <EmptyState title={t('compare.flowsInvalid', { min: FLOWS_MIN, max: FLOWS_MAX })}>{back}</EmptyState>
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <CompareHeader heading={heading} subtitle={t('compare.flowsSubtitle', { count: rows.length })} back={back} />
      {error && !data ? (
        <ErrorBox error={error} />
      ) : !data ? (
        <ScreenGridSkeletons count={6} />
      ) : (
        <Stack gap="8" data-testid="compare-flows">
          {rows.map(({ node }) => (
            <Stack
              key={`${node.app.slug}\u0000${node.flow}`}
              as="section"
              gap="2"
              aria-label={node.app.name}
              data-testid="compare-flow"
              data-app={node.app.slug}
            >
              <Heading as="h2" size="md">
                <ChakraLink asChild color="brand.fg">
                  <Link to={localize(`/app/${node.app.slug}`)}>{node.app.name}</Link>
                </ChakraLink>{' '}
                <Text as="span" color="fg.muted" fontSize="sm" fontWeight="normal">
                  {node.flow}
                </Text>
              </Heading>
              <Flex
                as="ol"
                gap="3"
                overflowX="auto"
                listStyleType="none"
                pb="2"
                tabIndex={0}
                aria-label={node.app.name}
              >
                {node.screens.map((s) => (
                  <li key={s.id} style={{ flex: '0 0 auto', width: '9rem' }}>
                    <ScreenThumb screen={s} onOpen={() => viewer.open(s.airtableId)} />
                  </li>
                ))}
              </Flex>
            </Stack>
          ))}
        </Stack>
      )}
      <LazyScreenViewer screens={screens} current={viewer.key} onNavigate={viewer.move} onClose={viewer.close} />
    </Stack>
  );
}
