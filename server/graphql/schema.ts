import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.ts';
// One file per model: its node or object type, inputs, queries and mutations.
import './types/errors.ts';
import './types/screen.ts';
import './types/screen-intake.ts';
import './types/screen-palette.ts';
import './types/app.ts';
import './types/app-admin.ts';
import './types/gallery.ts';
import './types/category.ts';
import './types/stats.ts';
import './types/newsletter.ts';
import './types/newsletter-admin.ts';
import './types/viewer.ts';
import './types/audit.ts';
import './types/job.ts';
import './types/image-tools.ts';
import './types/backups.ts';
import './types/airtable-sync.ts';
import './types/deleted-record.ts';
import './types/contribution.ts';
import './types/collection.ts';
import './types/collection-edits.ts';
import './types/site-document.ts';

export const schema = lexicographicSortSchema(builder.toSchema());
