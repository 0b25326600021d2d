import { useQuery } from '@apollo/client/react';
import { Box, Link as ChakraLink, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { ErrorBox } from '@/components/error-box';
import { graphql } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useDocumentHead } from '@/lib/use-document-head';
import { useLiveSearchParams } from '@/lib/use-live-search-params';
import { ContributePage } from './contribute-page';
import { ContributionForm, type FieldSpec } from './contribution-form';

const ReportedCollectionQuery = graphql(`
  query ReportedCollection($id: String!) {
    collection(id: $id) {
      id
      title
      takenDown
    }
  }
`);

const FIELDS: FieldSpec[] = [
  { name: 'message', label: 'contribute.reportLabel', hint: 'contribute.reportHint', required: true, multiline: true },
];

/**
 * Report a collection (issue 38), from the 'Report' link on its page (?colecao=<id>): a contribution
 * like the others (the anti-robot check, a status link), which an administrator may answer by
 * taking the collection down. What it is about comes first; an unknown collection gets no form.
 */
export default function ReportCollectionRoute() {
  const t = useT();
  const { localize } = useLanguage();
  const [params] = useLiveSearchParams();
  const id = (params.get('colecao') ?? '').trim();
  const { data, loading, error } = useQuery(ReportedCollectionQuery, { variables: { id }, skip: !id });
  useDocumentHead({
    title: t('meta.reportCollection.title'),
    description: t('meta.reportCollection.description'),
  });
  const collection = data?.collection;
  const seeScreens = (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={localize('/screens')}>{t('collections.seeScreens')}</Link>
    </ChakraLink>
  );

  let body: ReactNode;
  if (error) body = <ErrorBox error={error} />;
  else if (!id || (!loading && !collection)) {
    body = (
      <EmptyState title={t('contribute.collectionMissing')} hints={[t('contribute.collectionMissingHint')]}>
        {seeScreens}
      </EmptyState>
    );
  } else if (!collection) {
    body = (
      <Text color="fg.muted" role="status">
        {t('common.loading')}
      </Text>
    );
  } else if (collection.takenDown) {
    body = <EmptyState title={t('collections.takenDown')}>{seeScreens}</EmptyState>;
  } else {
    body = (
      <>
        <Box borderWidth="1px" rounded="l2" p="4" bg="bg.subtle" data-testid="contribution-subject">
          <Text fontSize="sm" color="fg.muted">
            {t('contribute.about')}
          </Text>
          <ChakraLink asChild fontWeight="semibold" color="fg" mt="1" wordBreak="break-word">
            <Link to={localize(`/colecao/${encodeURIComponent(collection.id)}`)}>{collection.title}</Link>
          </ChakraLink>
        </Box>
        <ContributionForm
          kind="collection_report"
          fields={FIELDS}
          hidden={{ collection: collection.id }}
          submitLabel="contribute.sendReport"
        />
      </>
    );
  }

  return (
    <ContributePage title={t('contribute.reportTitle')} intro={t('contribute.reportIntro')}>
      {body}
    </ContributePage>
  );
}
