// The gallery's colour filter (issue 60 item 2): a few swatches (the gov.br palette's) and a picker for
// any colour; the choice lives in the address as ?colour=%23rrggbb like every other filter.
import { chakra, HStack } from '@chakra-ui/react';
import { useId } from 'react';
import { useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';

const SWATCHES: { hex: string; name: MessageId }[] = [
  { hex: '#1351b4', name: 'colour.blue' },
  { hex: '#168821', name: 'colour.green' },
  { hex: '#ffcd07', name: 'colour.yellow' },
  { hex: '#e52207', name: 'colour.red' },
  { hex: '#1b1b1b', name: 'colour.black' },
  { hex: '#ffffff', name: 'colour.white' },
];

export function ColourFilter(props: { value?: string; onChange: (hex: string | undefined) => void }) {
  const t = useT();
  const pickerId = useId();
  return (
    <HStack role="group" aria-label={t('screens.colour')} gap="1.5" data-testid="colour-filter">
      <chakra.span fontSize="sm" color="fg.muted" me="1" aria-hidden="true">
        {t('screens.colour')}
      </chakra.span>
      {SWATCHES.map((s) => {
        const on = props.value === s.hex;
        return (
          <chakra.button
            key={s.hex}
            type="button"
            aria-pressed={on}
            aria-label={t('screens.colourSwatch', { name: t(s.name), hex: s.hex })}
            title={t('screens.colourSwatch', { name: t(s.name), hex: s.hex })}
            onClick={() => props.onChange(on ? undefined : s.hex)}
            w="7"
            h="7"
            borderRadius="full"
            borderWidth={on ? '3px' : '1px'}
            borderColor={on ? 'fg' : 'border.emphasized'}
            style={{ background: s.hex }}
            cursor="pointer"
            _focusVisible={{ outline: '3px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
            data-testid={`colour-swatch-${s.hex.slice(1)}`}
          />
        );
      })}
      <chakra.label htmlFor={pickerId} srOnly>
        {t('screens.colourPick')}
      </chakra.label>
      <chakra.input
        id={pickerId}
        type="color"
        title={t('screens.colourPick')}
        value={props.value ?? '#000000'}
        onChange={(e) => props.onChange(e.target.value.toLowerCase())}
        w="9"
        h="7"
        p="0"
        borderWidth="1px"
        borderColor="border.emphasized"
        borderRadius="sm"
        cursor="pointer"
        data-testid="colour-picker"
      />
    </HStack>
  );
}
