import type { MessageId } from '@/i18n/messages';
import type { FieldProblem } from '../shell/form-field';

// Spec section 3, "Quick-add common tags": the first eight not yet chosen are offered.
export const COMMON_TAGS = [
  'button',
  'form',
  'navigation',
  'card',
  'list',
  'menu',
  'modal',
  'tabs',
  'search',
  'filter',
  'accordion',
  'carousel',
  'chart',
  'table',
  'profile',
  'settings',
  'notification',
  'auth',
  'login',
  'dashboard',
  'sidebar',
] as const;
export const QUICK_ADD_MAX = 8;

export function quickAddTags(chosen: readonly string[]): string[] {
  return COMMON_TAGS.filter((tag) => !chosen.includes(tag)).slice(0, QUICK_ADD_MAX);
}

/**
 * Spec section 5: a name is added when non-empty after trimming and not already present. Tags are one
 * case (`fold`: " Card " is "card", as the server stores it); categories keep theirs.
 */
export function addTag(tags: readonly string[], raw: string, fold = false): string[] {
  const tag = fold ? raw.trim().toLocaleLowerCase('pt-BR') : raw.trim();
  return tag === '' || tags.includes(tag) ? [...tags] : [...tags, tag];
}

/** The form as typed: every input is text, the order included, so a half-typed number stays visible. */
export type ScreenFormValues = {
  appId: string;
  name: string;
  description: string;
  imageUrl: string;
  altText: string;
  flow: string;
  order: string;
  category: string;
  tags: string[];
  airtableId: string;
};

export const EMPTY_SCREEN: ScreenFormValues = {
  appId: '',
  name: '',
  description: '',
  imageUrl: '',
  altText: '',
  flow: '',
  order: '0',
  category: '',
  tags: [],
  airtableId: '',
};

const RECORD_ID_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new record id shaped like Airtable's (rec + 14 letters and digits), for a server with no base. */
export function newRecordId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(14));
  return `rec${Array.from(bytes, (b) => RECORD_ID_LETTERS[b % RECORD_ID_LETTERS.length]).join('')}`;
}

export type ScreenField = keyof ScreenFormValues;
export type ScreenProblems = Partial<Record<ScreenField, FieldProblem>>;

// Spec section 5 messages; the server refuses the same rules with these codes, worded here alike.
type RequiredField = 'appId' | 'name' | 'imageUrl' | 'airtableId';
const RULES: Record<RequiredField, { id: MessageId; code: string }> = {
  appId: { id: 'admin.screens.selectApp', code: 'SCREEN_APP_REQUIRED' },
  name: { id: 'admin.screens.nameRequired', code: 'SCREEN_NAME_REQUIRED' },
  imageUrl: { id: 'admin.screens.invalidImageUrl', code: 'SCREEN_IMAGE_URL_INVALID' },
  airtableId: { id: 'admin.screens.airtableIdRequired', code: 'SCREEN_AIRTABLE_ID_REQUIRED' },
};

/**
 * Which image addresses the server takes in (services/catalogue/image-intake.ts): https, or an image
 * of this site itself (its origin may be plain http, as on a laptop). The help text says the same.
 */
function imageUrlProblem(value: string, origin: string): FieldProblem | undefined {
  if (!URL.canParse(value)) return { id: RULES.imageUrl.id };
  const url = new URL(value);
  if (url.protocol === 'https:' || (url.protocol === 'http:' && url.origin === origin)) return undefined;
  return { id: url.protocol === 'http:' ? 'admin.image.IMAGE_NOT_HTTPS' : RULES.imageUrl.id };
}

function parseOrder(value: string): number | null {
  if (value.trim() === '') return 0;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/**
 * The form's rules. `keepImageUrl` is an edited screen's current image: kept as it is, it is not
 * checked again (the site's own `/media/…` paths are not absolute URLs, and the server keeps them too).
 */
export function validateScreen(
  values: ScreenFormValues,
  keepImageUrl?: string,
  origin = globalThis.location?.origin ?? '',
): ScreenProblems {
  const problems: ScreenProblems = {};
  const rule = (field: RequiredField) => ({ id: RULES[field].id });
  if (!(Number(values.appId) >= 1)) problems.appId = rule('appId');
  if (values.name.trim() === '') problems.name = rule('name');
  const imageUrl = values.imageUrl.trim();
  const imageProblem = imageUrl === keepImageUrl ? undefined : imageUrlProblem(imageUrl, origin);
  if (imageProblem) problems.imageUrl = imageProblem;
  if (parseOrder(values.order) === null) problems.order = { id: 'admin.screens.orderMin' };
  if (values.airtableId.trim() === '') problems.airtableId = rule('airtableId');
  return problems;
}

/** Server issues (path + message) onto the form's fields; anything else is left to the toast. */
/** Refusals the server gives a stable code for (an image URL that could not be taken in), worded here. */
const CODED: Record<string, MessageId> = {
  IMAGE_NOT_HTTPS: 'admin.image.IMAGE_NOT_HTTPS',
  IMAGE_ADDRESS_REFUSED: 'admin.image.IMAGE_ADDRESS_REFUSED',
  IMAGE_UNREACHABLE: 'admin.image.IMAGE_UNREACHABLE',
  IMAGE_NOT_AN_IMAGE: 'admin.image.IMAGE_NOT_AN_IMAGE',
  IMAGE_TOO_LARGE: 'admin.image.IMAGE_TOO_LARGE',
  IMAGE_TIMEOUT: 'admin.image.IMAGE_TIMEOUT',
};

/** The message id of a coded refusal, if the web words it. */
export const codedMessage = (code: string | null | undefined): MessageId | undefined =>
  code ? CODED[code] : undefined;

export function problemsFromIssues(
  issues: readonly { path: string; message: string; code?: string | null }[],
): ScreenProblems {
  const problems: ScreenProblems = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0] as ScreenField;
    if (!(field in EMPTY_SCREEN) || problems[field]) continue;
    const rule = field in RULES ? RULES[field as RequiredField] : undefined;
    const coded = codedMessage(issue.code);
    problems[field] = coded
      ? { id: coded }
      : rule && rule.code === issue.code
        ? { id: rule.id }
        : { text: issue.message };
  }
  return problems;
}

/** The createScreen input: trimmed, optional texts left out when empty. */
export function toCreateInput(values: ScreenFormValues) {
  const optional = (value: string) => value.trim() || undefined;
  return {
    appId: Number(values.appId),
    name: values.name.trim(),
    description: optional(values.description),
    imageUrl: values.imageUrl.trim(),
    altText: optional(values.altText),
    flow: optional(values.flow),
    order: parseOrder(values.order) ?? 0,
    category: optional(values.category),
    tags: values.tags,
    airtableId: values.airtableId.trim(),
  };
}

type StoredScreen = {
  name: string;
  description?: string | null;
  imageUrl: string;
  altText?: string | null;
  flow: string;
  order: number;
  category?: string | null;
  tags: readonly string[];
  airtableId: string;
};

/** A saved screen as the form shows it, for editing. */
export function toFormValues(screen: StoredScreen, appId: number): ScreenFormValues {
  return {
    appId: String(appId),
    name: screen.name,
    description: screen.description ?? '',
    imageUrl: screen.imageUrl,
    altText: screen.altText ?? '',
    flow: screen.flow,
    order: String(screen.order),
    category: screen.category ?? '',
    tags: [...screen.tags],
    airtableId: screen.airtableId,
  };
}
