import type { AdminStatus } from '@/gql/graphql';
import type { MessageId } from '@/i18n/messages';

export const STATUS_LABELS: Record<AdminStatus, MessageId> = {
  live: 'admin.app.statusLive',
  Planejado: 'admin.app.statusPlanned',
  Hide: 'admin.app.statusHide',
};

export const STATUS_PALETTES: Record<AdminStatus, string> = { live: 'green', Planejado: 'orange', Hide: 'gray' };
