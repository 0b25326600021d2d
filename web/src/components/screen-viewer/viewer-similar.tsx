import { useQuery } from '@apollo/client/react';
import { Link as ChakraLink, chakra, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { SiteImage } from '@/components/site-image';
import { graphql } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';

export const ViewerSimilarQuery = graphql(`
  query ViewerSimilar($id: String!) {
    screen(idOrAirtableId: $id) {
      id
      similarPending
      similar(first: 6) {
        id
        airtableId
        name
        src
        app {
          id
          name
          slug
        }
      }
    }
  }
`);

/**
 * "Telas parecidas" (issue 60 item 1, docs/similar-screens.md): the open screen's closest screens of other
 * apps, each one click from opening in its app's page (a navigation: Back returns here). Read only while
 * the viewer is open; while the screen's job runs it says so and looks again.
 */
export function ViewerSimilar(props: { screenId: number }) {
  const t = useT();
  const { localize } = useLanguage();
  const labelId = useId();
  const { data, loading, startPolling, stopPolling } = useQuery(ViewerSimilarQuery, {
    variables: { id: String(props.screenId) },
  });
  const pending = data?.screen?.similarPending ?? false;
  useEffect(() => {
    if (!pending) return;
    startPolling(5000);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);
  const similar = data?.screen?.similar ?? [];
  return (
    <Stack gap="2" minW="0" data-testid="viewer-similar">
      <Text id={labelId} fontSize="sm" fontWeight="semibold">
        {t('viewer.similar')}
      </Text>
      {loading && !data ? null : similar.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {pending ? t('viewer.similarPending') : t('viewer.similarEmpty')}
        </Text>
      ) : (
        <chakra.ul display="flex" aria-labelledby={labelId} listStyleType="none" m="0" p="1" gap="2" overflowX="auto">
          {similar.map((s) => (
            <chakra.li key={s.id} flexShrink={0} w="16">
              <ChakraLink asChild display="block" rounded="md" focusVisibleRing="outside">
                <Link
                  to={localize(`/app/${s.app.slug}?screen=${encodeURIComponent(s.airtableId)}`)}
                  aria-label={t('viewer.similarOpen', { name: s.name, app: s.app.name })}
                >
                  <SiteImage src={s.src} alt="" kind="card" width={1080} height={1920} sizes="64px" rounded="md" />
                </Link>
              </ChakraLink>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
    </Stack>
  );
}
