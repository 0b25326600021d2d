import { Button, Link as ChakraLink, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ComponentTag } from '@/components/component-tag';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useTagLabel } from '@/i18n/tag-label';

/** The components-visible toggle and the screen's tags, each linking to /screens?tag=. */
export function ViewerTags(props: { tags: string[]; visible: boolean; onToggle: () => void }) {
  const t = useT();
  const { localize } = useLanguage();
  const tagLabel = useTagLabel();
  const listId = useId();
  return (
    <Stack gap="3">
      <Button
        variant="outline"
        size="sm"
        alignSelf="start"
        aria-expanded={props.visible}
        aria-controls={listId}
        onClick={props.onToggle}
      >
        {props.visible ? t('viewer.hideComponents') : t('viewer.showComponents')}
      </Button>
      <Stack id={listId} hidden={!props.visible} gap="2">
        <Text fontSize="sm" fontWeight="semibold">
          {t('viewer.components')}
        </Text>
        {props.tags.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('viewer.noComponents')}
          </Text>
        ) : (
          <HStack as="ul" wrap="wrap" gap="2" listStyleType="none" m="0" p="0">
            {props.tags.map((tag) => (
              <li key={tag}>
                <ChakraLink asChild rounded="sm" _hover={{ textDecoration: 'none', opacity: 0.85 }}>
                  <Link
                    to={`${localize('/screens')}?tag=${encodeURIComponent(tag)}`}
                    aria-label={t('viewer.tagLink', { tag: tagLabel(tag) })}
                  >
                    <ComponentTag tag={tag}>{tagLabel(tag)}</ComponentTag>
                  </Link>
                </ChakraLink>
              </li>
            ))}
          </HStack>
        )}
      </Stack>
    </Stack>
  );
}
