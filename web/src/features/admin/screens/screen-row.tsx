import { Badge, Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ComponentTag } from '@/components/component-tag';
import { LineIcon } from '@/components/line-icon';
import { SiteImage } from '@/components/site-image';
import { type FragmentType, graphql, useFragment } from '@/gql';
import { useT } from '@/i18n/i18n-provider';
import { OcrFailure } from './ocr-status';

export const AdminScreenRowFragment = graphql(`
  fragment AdminScreenRow_Screen on Screen {
    id
    dbId
    name
    order
    tags
    src
    altText
    ocrError
  }
`);

const Arrow = (props: { up: boolean }) => (
  <LineIcon size={18}>
    <path d={props.up ? 'M12 19V5M6 11l6-6 6 6' : 'M12 5v14M6 13l6 6 6-6'} />
  </LineIcon>
);

/** One screen of the editor's list: thumbnail, name, tags and its actions. */
export function ScreenRow(props: {
  screen: FragmentType<typeof AdminScreenRowFragment>;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const t = useT();
  const screen = useFragment(AdminScreenRowFragment, props.screen);
  const move = (up: boolean) => (
    <IconButton
      variant="outline"
      size="sm"
      aria-label={t(up ? 'admin.edit.moveUp' : 'admin.edit.moveDown', { name: screen.name })}
      data-move={`${screen.dbId}:${up ? 'up' : 'down'}`}
      disabled={props.busy || (up ? props.first : props.last)}
      onClick={() => props.onMove(up ? -1 : 1)}
    >
      <Arrow up={up} />
    </IconButton>
  );
  return (
    <HStack
      as="li"
      gap="3"
      align="start"
      wrap={{ base: 'wrap', md: 'nowrap' }}
      borderWidth="1px"
      rounded="lg"
      p="3"
      data-testid="admin-screen-row"
      data-screen-id={screen.dbId}
    >
      <input
        type="checkbox"
        checked={props.selected}
        onChange={(e) => props.onSelect(e.target.checked)}
        aria-label={t('admin.bulk.select', { name: screen.name })}
        style={{ width: '1.25rem', height: '1.25rem', marginTop: '0.25rem', flexShrink: 0 }}
      />
      <SiteImage src={screen.src} alt="" kind="card" width={1080} height={1920} w="12" rounded="md" borderWidth="1px" />
      <Stack gap="1.5" flex="1" minW="0">
        <Text fontWeight="semibold" wordBreak="break-word">
          {screen.name}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('admin.edit.orderValue', { order: screen.order })}
        </Text>
        {!screen.altText?.trim() && (
          <Badge alignSelf="start" colorPalette="orange" variant="subtle" data-testid="no-alt-text">
            {t('admin.edit.noAltText')}
          </Badge>
        )}
        {screen.tags.length > 0 && (
          <HStack gap="1" wrap="wrap">
            {screen.tags.map((tag) => (
              <ComponentTag key={tag} tag={tag} size="sm" />
            ))}
          </HStack>
        )}
        {screen.ocrError && <OcrFailure screenId={screen.dbId} name={screen.name} reason={screen.ocrError} />}
      </Stack>
      <Box flexBasis={{ base: 'full', md: 'auto' }}>
        <HStack gap="2" wrap="wrap">
          {move(true)}
          {move(false)}
          <Button
            size="sm"
            variant="outline"
            onClick={props.onEdit}
            aria-label={t('admin.edit.editScreen', { name: screen.name })}
          >
            {t('admin.edit.edit')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={props.onDelete}
            aria-label={t('admin.edit.deleteScreen', { name: screen.name })}
          >
            {t('admin.edit.delete')}
          </Button>
        </HStack>
      </Box>
    </HStack>
  );
}
