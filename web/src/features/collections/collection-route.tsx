import { useQuery } from '@apollo/client/react';
import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useCollectionCacheTypes } from '@/components/collections/cache-types';
import { forgetCollection, rememberCollection, renameStored } from '@/components/collections/collection-store';
import { editLink, keyContext } from '@/components/collections/edit-link';
import { EmptyState } from '@/components/empty-state';
import { ErrorBox } from '@/components/error-box';
import { graphql, useFragment } from '@/gql';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useDocumentHead } from '@/lib/use-document-head';
import { CollectionView, type EditorParts, type Notice } from './collection-view';
import { useEditKey } from './use-edit-key';

export const CollectionPageFragment = graphql(`
  fragment CollectionPage_Collection on Collection {
    id
    title
    description
    takenDown
    itemCount
    updatedAt
    items {
      id
      position
      note
      removed
      screen {
        id
        dbId
        airtableId
        name
        altText
        src
        flow
        tags
        app {
          id
          name
          slug
          logoSrc
        }
      }
    }
  }
`);

// Edit mode only: a visitor without the key never loads the forms and mutations.
const CollectionEditor = lazy(() => import('./collection-editor'));

const CollectionPageQuery = graphql(`
  query CollectionPage($id: String!) {
    collection(id: $id) {
      id
      ...CollectionPage_Collection
    }
  }
`);

/**
 * A collection (issue 38) at /colecao/:id: what anyone with the link sees, and, in the browser that
 * holds its edit key (an edit link's fragment, or local storage), its editing. Read afresh after the
 * server's render, so an edit made elsewhere a moment ago shows.
 */
export default function CollectionRoute() {
  const { id = '' } = useParams();
  const t = useT();
  const { language, localize } = useLanguage();
  useCollectionCacheTypes();
  const editKey = useEditKey(id);
  const [deleted, setDeleted] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const { data, error, loading } = useQuery(CollectionPageQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
    skip: deleted,
  });
  const collection = useFragment(CollectionPageFragment, data?.collection ?? null);
  const found = collection && !collection.takenDown ? collection : null;

  // The stored list keeps the title in step (an edit link opened here stored the key without it);
  // a collection that no longer exists leaves it.
  const title = found?.title;
  useEffect(() => {
    if (title !== undefined) renameStored(id, title);
  }, [id, title]);
  const gone = !loading && data !== undefined && data.collection === null;
  useEffect(() => {
    if (gone) forgetCollection(id);
  }, [gone, id]);

  useDocumentHead({
    title: found ? t('meta.collection.title', { title: found.title }) : t('meta.collection.default'),
    description: t('meta.collection.description'),
  });

  const seeScreens = (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={localize('/screens')}>{t('collections.seeScreens')}</Link>
    </ChakraLink>
  );
  if (deleted) {
    return (
      <EmptyState title={t('collections.deleted')} hints={[t('collections.deletedHint')]}>
        {seeScreens}
      </EmptyState>
    );
  }
  if (error && !collection) return <ErrorBox error={error} />;
  if (!collection) {
    if (loading || !data) {
      return (
        <Text color="fg.muted" role="status">
          {t('common.loading')}
        </Text>
      );
    }
    return (
      <EmptyState title={t('collections.notFound')} hints={[t('collections.notFoundHint')]}>
        {seeScreens}
      </EmptyState>
    );
  }
  if (collection.takenDown) {
    return (
      <EmptyState title={t('collections.takenDown')} hints={[t('collections.takenDownHint')]}>
        {seeScreens}
      </EmptyState>
    );
  }
  const view = (editor?: EditorParts) => (
    <CollectionView
      collection={collection}
      selected={selected}
      onSelect={setSelected}
      notice={notice}
      editor={editor}
    />
  );
  if (!editKey) return view();
  // Until the editor's chunk arrives, the page as everyone sees it.
  return (
    <Suspense fallback={view()}>
      <CollectionEditor
        collection={collection}
        keyContext={keyContext(editKey)}
        editLink={editLink(window.location.origin, id, editKey, language === 'en')}
        setNotice={setNotice}
        onKeyRenewed={(key) => rememberCollection({ id, title: collection.title, editKey: key })}
        onKeyRefused={() => forgetCollection(id)}
        onDeleted={() => {
          forgetCollection(id);
          setDeleted(true);
        }}
        view={view}
      />
    </Suspense>
  );
}
