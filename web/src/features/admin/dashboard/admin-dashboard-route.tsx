import { Box, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { LineIcon } from '@/components/line-icon';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';
import { AdminPage } from '../shell/admin-page';
import { AirtableCard } from './airtable-card';
import { BackupLine } from './backup-line';
import { HostLine } from './host-line';
import { OcrCard } from './ocr-card';
import { PendingLine } from './pending-line';
import { RecentChanges } from './recent-changes';
import { SubscribersExport } from './subscribers-export';

const FUNCTIONS: { to: string; title: MessageId; description: MessageId; icon: string }[] = [
  {
    to: '/admin/cloudinary',
    title: 'admin.dashboard.imageHost',
    description: 'admin.dashboard.imageHostDesc',
    icon: 'M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15 9.5a1 1 0 1 0 0-.01',
  },
  {
    to: '/admin/screens',
    title: 'admin.dashboard.screens',
    description: 'admin.dashboard.screensDesc',
    icon: 'M7 3h10v18H7zM11 18h2',
  },
  {
    to: '/admin/contribuicoes',
    title: 'admin.dashboard.contributions',
    description: 'admin.dashboard.contributionsDesc',
    icon: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  },
  {
    to: '/admin/newsletter',
    title: 'admin.dashboard.newsletter',
    description: 'admin.dashboard.newsletterDesc',
    icon: 'M3 6h18v12H3zM3 6l9 7 9-7',
  },
];

/** Spec section 2: /admin, the two admin functions, plus the subscriber export, Airtable and the audit log. */
export default function AdminDashboardRoute() {
  return (
    <AdminPage title="admin.meta.dashboard">
      <Dashboard />
    </AdminPage>
  );
}

function Dashboard() {
  const t = useT();
  const { localize } = useLanguage();
  return (
    <Stack gap="10">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('admin.dashboard.title')}
        </Heading>
        <Text color="fg.muted">{t('admin.dashboard.subtitle')}</Text>
        <BackupLine />
      </Stack>
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none" m="0" p="0">
        {FUNCTIONS.map((item) => (
          <LinkBox
            as="li"
            key={item.to}
            borderWidth="1px"
            rounded="xl"
            p="5"
            display="flex"
            gap="4"
            alignItems="start"
            transition="box-shadow 0.2s"
            _hover={{ shadow: 'md' }}
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            <Box color="brand.fg" bg="brand.subtle" rounded="lg" p="2" flexShrink={0}>
              <LineIcon size={24}>
                <path d={item.icon} />
              </LineIcon>
            </Box>
            <Stack gap="1">
              <Heading as="h2" size="md">
                <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
                  <Link to={localize(item.to)}>{t(item.title)}</Link>
                </LinkOverlay>
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t(item.description)}
              </Text>
              {item.to === '/admin/cloudinary' && <HostLine />}
              {item.to === '/admin/contribuicoes' && <PendingLine />}
            </Stack>
          </LinkBox>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <SubscribersExport />
        <AirtableCard />
        <OcrCard />
      </SimpleGrid>
      <RecentChanges />
    </Stack>
  );
}
