// The digest's shapes, apart from the code that collects it and the code that renders it (both use them).
import type { App, Screen } from '../../generated/prisma/client.ts';
import type { SubscriberLanguage } from './consent.ts';

export type DigestScreen = Screen & { app: App };
export type DigestGroup = { app: App; isNew: boolean; screens: DigestScreen[] };
export type DigestData = {
  groups: DigestGroup[];
  screenCount: number;
  newApps: App[];
  /** More public screens than the message holds. */
  more: boolean;
  /** The newest screen held: the next digest starts after it. */
  lastScreenId: number;
  since: Date;
};

export type DigestPart = { subject: string; html: string; text: string };
export type DigestContent = Record<SubscriberLanguage, DigestPart>;
