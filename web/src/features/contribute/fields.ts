import type { MessageId } from '@/i18n/messages';

// The server's limits (server/services/contributions/contributions.ts, LIMITS): the inputs carry them as maxLength.
export const LIMITS = { appName: 120, appLink: 500, message: 2000 } as const;

export type FieldName = 'appName' | 'appLink' | 'message';
/** A catalog message (with its values), or the server's own words. */
export type Problem = { id: MessageId; values?: Record<string, number> } | { text: string };
export type Problems = Partial<Record<FieldName | 'subject', Problem>>;

/** What the page's form holds, as the browser would post it. */
export type Values = Partial<Record<FieldName, string>>;

const tooLong = (id: MessageId, max: number): Problem => ({ id, values: { max } });

/** An address the server takes: http or https, and parseable (the same rule as the server's). */
export function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  return /^https?:$/.test(new URL(value).protocol);
}

/**
 * The checks the page makes before sending, in the newsletter form's style: required, length, the
 * link's shape. The server checks again and has the last word (its refusals show beside the same
 * fields): a pasted control character, for one, is its to find.
 */
export function validate(fields: readonly FieldName[], values: Values): Problems {
  const problems: Problems = {};
  const text = (name: FieldName) => (values[name] ?? '').trim();
  if (fields.includes('appName')) {
    const name = text('appName');
    if (!name) problems.appName = { id: 'contribute.nameRequired' };
    else if (name.length > LIMITS.appName) problems.appName = tooLong('contribute.nameTooLong', LIMITS.appName);
  }
  if (fields.includes('appLink')) {
    const link = text('appLink');
    if (link.length > LIMITS.appLink) problems.appLink = tooLong('contribute.linkTooLong', LIMITS.appLink);
    else if (link && !isWebAddress(link)) problems.appLink = { id: 'contribute.linkInvalid' };
  }
  if (fields.includes('message')) {
    const message = text('message');
    if (!message) problems.message = { id: 'contribute.messageRequired' };
    else if (message.length > LIMITS.message) problems.message = tooLong('contribute.messageTooLong', LIMITS.message);
  }
  return problems;
}

export type ServerIssue = { path: string; code: string; message: string };

/**
 * The server's refusal of a field, in the page's words when the page knows the rule (the server names
 * fields by their keys: "appName é obrigatório"), else in the server's own (already in the page's
 * language). An issue about the app, the screen or the reported collection belongs to the form's subject.
 */
export function serverProblems(issues: readonly ServerIssue[]): { problems: Problems; others: string[] } {
  const problems: Problems = {};
  const others: string[] = [];
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (!field) {
      others.push(issue.message);
      continue;
    }
    if (problems[field]) continue;
    problems[field] = wordsFor(field, issue);
  }
  return { problems, others };
}

function fieldOf(path: string): FieldName | 'subject' | null {
  if (path === 'appName' || path === 'appLink' || path === 'message') return path;
  if (path === 'app' || path === 'screenId' || path === 'collection') return 'subject';
  return null;
}

const KNOWN: Partial<Record<string, Partial<Record<FieldName | 'subject', Problem>>>> = {
  FIELD_REQUIRED: {
    appName: { id: 'contribute.nameRequired' },
    message: { id: 'contribute.messageRequired' },
  },
  FIELD_TOO_LONG: {
    appName: tooLong('contribute.nameTooLong', LIMITS.appName),
    appLink: tooLong('contribute.linkTooLong', LIMITS.appLink),
    message: tooLong('contribute.messageTooLong', LIMITS.message),
  },
  URL_INVALID: { appLink: { id: 'contribute.linkInvalid' } },
  FIELD_PLAIN_TEXT: {
    appName: { id: 'contribute.plainText' },
    appLink: { id: 'contribute.plainText' },
    message: { id: 'contribute.plainText' },
  },
  APP_NOT_FOUND: { subject: { id: 'contribute.appGone' } },
  SCREEN_NOT_FOUND: { subject: { id: 'contribute.screenGone' } },
  COLLECTION_NOT_FOUND: { subject: { id: 'contribute.collectionGone' } },
};

function wordsFor(field: FieldName | 'subject', issue: ServerIssue): Problem {
  return KNOWN[issue.code]?.[field] ?? { text: issue.message };
}
