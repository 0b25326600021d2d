// The REST answers' shapes, written once: the OpenAPI document is built from them and the contract
// test checks real answers against that document. An object here refuses fields it does not name, so a
// field added to an answer is added here too (one line), and a renamed one fails the contract test.
import { z } from 'zod';

const text = z.string().nullable();
const when = z.string().meta({ format: 'date-time' });
const id = z.number().int();

// The codes every edge answers with (platform/errors.ts classes, the router, /proxy-image, the MCP edge);
// a REST refusal with a code not listed here fails the contract test.
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'SUBMISSION_REFUSED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'ALREADY_SUBSCRIBED',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE_IMAGE',
  'RATE_LIMITED',
  'QUERY_TOO_COSTLY',
  'TIME_BUDGET_EXCEEDED',
  'INTERNAL',
  'NOT_IMPLEMENTED',
  'UPSTREAM_FAILED',
  'SERVICE_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
] as const;

export const ErrorBody = z
  .looseObject({
    code: z.enum(ERROR_CODES).meta({
      description:
        "Stable code. GraphQL's extensions.code and MCP's error data carry the same codes, and GraphQL adds " +
        'GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED, QUERY_TOO_DEEP, TOO_MANY_ALIASES and BAD_USER_INPUT',
    }),
    reason: z
      .string()
      .optional()
      .meta({ description: 'The finer cause, also stable: a key of the message catalog (ROUTE_NOT_FOUND, …)' }),
    message: z.string().meta({ description: "Words in the request's language (Accept-Language)" }),
    issues: z.array(z.object({ path: z.string(), code: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'Error' });

export const App = z
  .object({
    id,
    airtableId: text,
    name: z.string(),
    slug: z.string(),
    logo: text,
    cloudinaryLogo: text,
    appInfo: text,
    language: text,
    url: text,
    type: text.meta({ description: 'Federal, State or Municipal' }),
    platform: text.meta({ description: 'iOS, Android, Web or Cross-platform' }),
    category: text,
    categories: z.array(z.string()),
    country: text,
    status: text,
    planned: z.boolean(),
    screenCount: z.number().int(),
    viewCount: z.number().int(),
    updatedAt: when,
    retiredAt: when.nullable().meta({ description: 'When the service was retired; null while it lives' }),
  })
  .meta({ id: 'App' });

export const AppListItem = App.extend({
  searchMatch: z.string().optional().meta({ description: 'With ?search=: how the app matched' }),
}).meta({ id: 'AppListItem' });

export const AdminApp = App.extend({ adminStatus: z.string() }).meta({ id: 'AdminApp' });
export const EditedApp = AdminApp.extend({ formerSlugs: z.array(z.string()), adminEdited: z.array(z.string()) }).meta({
  id: 'EditedApp',
});

export const Screen = z
  .object({
    id,
    airtableId: text,
    appId: id,
    name: z.string(),
    description: text,
    altText: text,
    imageUrl: z.string(),
    cloudinaryUrl: text,
    imageUrlAbsolute: z.string().meta({ description: "imageUrl as an absolute address (the site's own for /media)" }),
    images: z
      .object({ small: z.string(), medium: z.string(), large: z.string() })
      .meta({ description: 'Absolute WebP addresses of the served image, 320, 640 and 1280 px wide' }),
    tags: z.array(z.string()),
    flow: text,
    order: z.number().int().meta({ description: "Place in the app's flow-then-order sequence" }),
    flowOrder: z.number().int(),
    category: text,
    capturedAt: when.meta({ description: "When the screenshot was taken (its file's own date, else its intake)" }),
    appVersion: text.meta({ description: 'The app version it shows, when known' }),
    app: App.optional(),
  })
  .meta({ id: 'Screen' });

export const ScreenVersions = z
  .object({
    versions: z.array(
      z.object({
        id,
        screenId: id,
        imageUrl: z.string(),
        cloudinaryUrl: text,
        imageUrlAbsolute: z.string(),
        images: z.object({ small: z.string(), medium: z.string(), large: z.string() }),
        capturedAt: when,
        appVersion: text,
        replacedAt: when,
      }),
    ),
  })
  .meta({ id: 'ScreenVersions' });

export const DraftScreen = Screen.extend({
  draft: z.boolean(),
  uploadKey: text.meta({ description: "The uploaded file's key: the same bytes again find this draft" }),
  ocrDone: z.boolean(),
}).meta({ id: 'DraftScreen' });

export const ScreenPage = z
  .object({
    screens: z.array(Screen),
    totalCount: z.number().int(),
    pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: text }),
  })
  .meta({ id: 'ScreenPage' });

const facet = z.array(z.object({ value: z.string(), label: z.string(), labelEn: z.string(), count: z.number().int() }));
export const Facets = z
  .object({ tags: facet, category: facet, country: facet, platform: facet, type: facet, app: facet })
  .meta({ id: 'Facets' });

export const FlowKind = z
  .object({ slug: z.string(), pt: z.string(), en: z.string(), appCount: z.number().int() })
  .meta({ id: 'FlowKind' });
export const AppFlowKind = z
  .object({
    appId: z.number().int(),
    flow: z.string(),
    kind: z.string().nullable(),
    source: z.enum(['suggested', 'admin']),
  })
  .meta({ id: 'AppFlowKind' });
export const FlowKindPage = z
  .object({
    kind: z.object({ slug: z.string(), pt: z.string(), en: z.string() }),
    rows: z.array(
      z.object({
        app: App,
        flow: z.string(),
        screenCount: z
          .number()
          .int()
          .meta({ description: "The flow's visible screens (the row holds the first ones)" }),
        screens: z.array(Screen),
      }),
    ),
    pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: text }),
  })
  .meta({ id: 'FlowKindPage' });
export const Category = z.object({ name: z.string(), iconUrl: text, hidden: z.boolean() }).meta({ id: 'Category' });
export const Stats = z
  .object({ apps: z.number().int(), screens: z.number().int(), tags: z.number().int(), categories: z.number().int() })
  .meta({ id: 'Stats' });
export const TagCount = z.object({ name: z.string(), count: z.number().int() }).meta({ id: 'TagCount' });
export const Doc = z
  .object({ id: z.string(), title: z.string(), content: z.string(), status: z.literal('published') })
  .meta({ id: 'Document' });

export const Ok = z.object({ ok: z.literal(true) });
export const Count = (name: string) => z.object({ [name]: z.number().int() });

export const Job = z
  .looseObject({ id, kind: z.string(), status: z.string(), params: z.unknown(), createdAt: when })
  .meta({ id: 'Job' });
export const JobStarted = z.object({ message: z.string(), jobId: id, job: Job });

export const CollectionView = z
  .object({
    id: z.string(),
    title: z.string(),
    description: text,
    itemCount: z.number().int(),
    createdAt: when,
    updatedAt: when,
    items: z.array(
      z.object({
        id,
        position: z.number().int(),
        note: text,
        removed: z.boolean(),
        screen: z
          .object({
            id,
            recordId: text,
            name: z.string(),
            altText: text,
            url: z.string(),
            flow: text,
            tags: z.array(z.string()),
            app: z.object({ name: z.string(), slug: z.string() }),
          })
          .nullable(),
      }),
    ),
  })
  .meta({ id: 'Collection' });

export const ContributionStatus = z
  .object({
    kind: z.string(),
    status: z.string(),
    subject: text,
    message: z.string(),
    rejectReason: text,
    createdAt: when,
    decidedAt: when.nullable(),
    expiresAt: when.nullable(),
    appSlug: text,
    imageCount: z.number().int(),
    images: z.array(
      z.object({
        position: z.number().int(),
        flow: z.string(),
        name: text,
        src: text.meta({ description: 'Null while pending: GET /api/contributions/images/{position} with the token' }),
      }),
    ),
  })
  .meta({ id: 'ContributionStatus' });

export const SubmissionImage = z
  .object({
    position: z.number().int(),
    flow: z.string(),
    notes: text,
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'SubmissionImage' });
