import { useQuery } from '@apollo/client/react';
import { Box, Button, Link as ChakraLink, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '@/gql';
import { useT } from '@/i18n/i18n-provider';

// Read when a screen is opened, not with every list: most screens have no earlier capture.
const ScreenVersionsQuery = graphql(`
  query ScreenVersions($id: String!) {
    screen(idOrAirtableId: $id) {
      id
      capturedAt
      appVersion
      versions {
        dbId
        capturedAt
        appVersion
        src
        thumb: imageSized(width: 160)
        full: imageSized(width: 960)
      }
    }
  }
`);

/** The open screen's capture date and, where it has them, its earlier captures with their dates (issue 61). */
export function ViewerVersions(props: { screenId: number; screenName: string }) {
  const t = useT();
  const intl = useIntl();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const { data } = useQuery(ScreenVersionsQuery, { variables: { id: String(props.screenId) } });
  const screen = data?.screen;
  if (!screen) return null;
  const day = (value: unknown) => intl.formatDate(String(value), { dateStyle: 'long', timeZone: 'UTC' });
  const versions = screen.versions ?? [];
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted" data-testid="viewer-captured-at">
        {screen.appVersion
          ? t('viewer.capturedAtVersion', { date: day(screen.capturedAt), version: screen.appVersion })
          : t('viewer.capturedAt', { date: day(screen.capturedAt) })}
      </Text>
      {versions.length > 0 && (
        <>
          <Button
            variant="outline"
            size="sm"
            alignSelf="start"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((v) => !v)}
          >
            {t('viewer.earlierVersions', { count: versions.length })}
          </Button>
          <Box id={listId} hidden={!open}>
            <HStack as="ul" wrap="wrap" gap="3" listStyleType="none" m="0" p="0" alignItems="start">
              {versions.map((v) => (
                <li key={v.dbId}>
                  <ChakraLink href={v.full} target="_blank" rel="noopener" display="block" fontSize="sm">
                    <Image
                      src={v.thumb}
                      alt={t('viewer.earlierVersionAlt', { name: props.screenName, date: day(v.capturedAt) })}
                      w="20"
                      h="auto"
                      rounded="sm"
                      borderWidth="1px"
                      loading="lazy"
                    />
                    <Text as="span" display="block" mt="1">
                      {day(v.capturedAt)}
                      {v.appVersion ? ` · v${v.appVersion}` : ''}
                    </Text>
                  </ChakraLink>
                </li>
              ))}
            </HStack>
          </Box>
        </>
      )}
    </Stack>
  );
}
