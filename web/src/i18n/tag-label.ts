import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Labels for values that come from the data (a tag, a platform): `prefix.value` from the catalogs,
 * or the value itself when the catalogs do not know it (without react-intl's missing-message error).
 */
export function useValueLabel(): (prefix: string, value: string) => string {
  const intl = useIntl();
  return useCallback(
    (prefix: string, value: string) => {
      const id = `${prefix}.${value}`;
      return id in intl.messages ? intl.formatMessage({ id }) : value;
    },
    [intl],
  );
}

/**
 * Component tags keep their ids in addresses and data ("splash-screen"); people read them in their
 * language from the catalogs' `tag.*` entries. A tag the catalogs do not know shows its id.
 */
export function useTagLabel(): (tag: string) => string {
  const label = useValueLabel();
  return useCallback(
    (tag: string) => {
      const known = label('tag', tag.toLowerCase());
      return known === tag.toLowerCase() ? tag : known;
    },
    [label],
  );
}
