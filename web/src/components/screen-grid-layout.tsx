import { SimpleGrid, Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The list grid every page of screen thumbnails shares (app page, all screens). */
export function ScreenGridLayout(props: { children: ReactNode; testId?: string }) {
  return (
    <SimpleGrid
      as="ul"
      data-testid={props.testId}
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

/** Placeholder thumbnails in the same grid, so nothing moves when the screens arrive. */
export function ScreenGridSkeletons(props: { count: number; testId?: string }) {
  return (
    <ScreenGridLayout testId={props.testId}>
      {Array.from({ length: props.count }, (_, i) => (
        <li key={i} data-testid="screen-skeleton">
          <Skeleton aspectRatio={9 / 16} rounded="lg" />
          <Skeleton h="4" mt="2" w="70%" />
        </li>
      ))}
    </ScreenGridLayout>
  );
}
