import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useLanguage, useT } from '@/i18n/i18n-provider';

export function BackToDashboard() {
  const t = useT();
  const { localize } = useLanguage();
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium" alignSelf="start">
      <Link to={localize('/admin')}>
        <span aria-hidden="true">← </span>
        {t('admin.dashboard.back')}
      </Link>
    </ChakraLink>
  );
}
