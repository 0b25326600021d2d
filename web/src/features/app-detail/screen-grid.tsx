import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ScreenGridLayout as Grid, ScreenGridSkeletons } from '@/components/screen-grid-layout';
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
  return <ScreenGridSkeletons count={DETAIL_SKELETONS} />;
}
