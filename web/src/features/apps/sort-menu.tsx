import { Button } from '@chakra-ui/react';
import { LineIcon } from '@/components/line-icon';
import { DeferredMenu } from '@/components/menu';
import type { AppSort } from '@/gql/graphql';
import { useT } from '@/i18n/i18n-provider';

export const SORTS: AppSort[] = ['none', 'latest', 'screens', 'views'];

export function SortMenu(props: { value: AppSort; onChange: (sort: AppSort) => void }) {
  const t = useT();
  return (
    <DeferredMenu
      spec={{
        type: 'radio',
        placement: 'bottom-end',
        minW: '52',
        value: props.value,
        items: SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
        onValueChange: (value) => props.onChange(value as AppSort),
      }}
      trigger={
        <Button variant="outline" size="sm">
          {t('sort.label', { option: t(`sort.${props.value}`) })}
          <LineIcon name="chevronDown" size={14} />
        </Button>
      }
    />
  );
}
