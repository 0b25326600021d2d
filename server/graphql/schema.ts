import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.ts';
import './types/errors.ts';
import './types/screen.ts';
import './types/app.ts';
import './types/catalogue.ts';
import './types/newsletter.ts';
import './types/admin.ts';
import './types/screen-admin.ts';
import './types/image-host.ts';
import './types/content-admin.ts';
import './types/gallery.ts';
import './types/airtable.ts';

export const schema = lexicographicSortSchema(builder.toSchema());
