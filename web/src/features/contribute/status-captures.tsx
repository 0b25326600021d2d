import { Box, Heading, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useT } from '@/i18n/i18n-provider';
import { imageUrl } from '@/lib/image-url';
import { captureUrl, type StatusImage } from './status-fetch';

/**
 * Thumbnails of what the visitor sent: a waiting capture is read with the token in a header (no
 * public address serves it) and shown from memory; a published one from its public address.
 */
export function StatusCaptures(props: { token: string; images: StatusImage[] }) {
  const t = useT();
  const [read, setRead] = useState<Record<number, string | null>>({});

  useEffect(() => {
    const abort = new AbortController();
    const made: string[] = [];
    for (const image of props.images) {
      if (image.src) continue;
      void captureUrl(props.token, image.position, abort.signal).then((url) => {
        if (abort.signal.aborted) return url && URL.revokeObjectURL(url);
        if (url) made.push(url);
        setRead((r) => ({ ...r, [image.position]: url }));
      });
    }
    return () => {
      abort.abort();
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [props.token, props.images]);

  if (props.images.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="status-captures">
      <Heading as="h2" size="lg" id="status-captures" mb="3">
        {t('contributionStatus.images')}
      </Heading>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 2, sm: 3, md: 4 }}
        gap="3"
        data-testid="status-captures"
      >
        {props.images.map((image) => {
          const alt = t('contributionStatus.imageAlt', { position: image.position, flow: image.name ?? image.flow });
          const src = image.src ? imageUrl(image.src, { width: 240 }) : read[image.position];
          return (
            <Box as="li" key={image.position} borderWidth="1px" rounded="l2" overflow="hidden" bg="bg.subtle">
              {src ? (
                <Image src={src} alt={alt} w="full" aspectRatio="9 / 16" objectFit="cover" loading="lazy" />
              ) : (
                <Box aspectRatio="9 / 16" display="flex" alignItems="center" justifyContent="center" p="2">
                  <Text fontSize="sm" color="fg.muted" textAlign="center">
                    {read[image.position] === null
                      ? t('contributionStatus.imageMissing', { position: image.position })
                      : alt}
                  </Text>
                </Box>
              )}
              <Text fontSize="sm" px="2" py="1" truncate>
                {image.position}. {image.name ?? image.flow}
              </Text>
            </Box>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
