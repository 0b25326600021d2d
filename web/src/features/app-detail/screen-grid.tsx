import { Heading, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ScreenThumb, type ScreenThumbFragment } from '@/components/screen-thumb';
import type { FragmentType } from '@/gql';

export const DETAIL_SKELETONS = 10;

type Item = { id: string; flow: string } & FragmentType<typeof ScreenThumbFragment>;

/** The app's screens, optionally grouped under one heading per flow (already in flow order). */
export function ScreenGrid(props: {
  screens: ReadonlyArray<Item>;
  sections: boolean;
  onOpen: (index: number) => void;
}) {
  const thumbs = props.screens.map((screen, i) => (
    <li key={screen.id}>
      <ScreenThumb screen={screen} onOpen={() => props.onOpen(i)} priority={i < 5} />
    </li>
  ));
  if (!props.sections) return <Grid>{thumbs}</Grid>;
  const groups: { flow: string; items: ReactNode[] }[] = [];
  props.screens.forEach((screen, i) => {
    const last = groups[groups.length - 1];
    if (last?.flow === screen.flow) last.items.push(thumbs[i]);
    else groups.push({ flow: screen.flow, items: [thumbs[i]] });
  });
  return (
    <Stack gap="8">
      {groups.map((group) => (
        <Stack as="section" key={group.flow} gap="3" aria-label={group.flow}>
          <Heading as="h3" size="md">
            {group.flow}
          </Heading>
          <Grid>{group.items}</Grid>
        </Stack>
      ))}
    </Stack>
  );
}

export function ScreenGridSkeleton() {
  return (
    <Grid>
      {Array.from({ length: DETAIL_SKELETONS }, (_, i) => (
        <li key={i} data-testid="screen-skeleton">
          <Skeleton aspectRatio={9 / 16} rounded="lg" />
          <Skeleton h="4" mt="2" w="70%" />
        </li>
      ))}
    </Grid>
  );
}

function Grid(props: { children: ReactNode }) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      m="0"
      p="0"
      columns={{ base: 2, sm: 3, md: 4, xl: 5 }}
      gap={{ base: '3', md: '5' }}
    >
      {props.children}
    </SimpleGrid>
  );
}
