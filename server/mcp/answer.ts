// One shape for every tool's answer: structured content plus the same JSON as text (for clients that
// read only text), and refusals as tool errors in the caller's language — never a transport error, and
// never the text of an unexpected failure, which is logged instead.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ServiceContext } from '../services/platform/context.ts';
import { DomainError, issue, localized, ValidationError } from '../services/platform/errors.ts';
import { translate } from '../services/platform/messages.ts';

type Extra = CallToolResult['content'];

export class CursorError extends Error {}

const renamed = (error: ValidationError, from: string, to: string) =>
  new ValidationError(error.issues.map((i) => (i.path === from ? issue(to, i.code, { ...i.params, field: to }) : i)));

export async function answer<T extends Record<string, unknown>>(
  ctx: Pick<ServiceContext, 'language'>,
  log: (e: unknown) => void,
  work: () => Promise<{ data: T; extra?: Extra }>,
): Promise<CallToolResult> {
  try {
    const { data, extra = [] } = await work();
    return { content: [{ type: 'text', text: JSON.stringify(data) }, ...extra], structuredContent: data };
  } catch (error) {
    const fail = (text: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text }] });
    // The gallery's cursor is its `after`; here the argument is called `cursor`.
    if (error instanceof ValidationError)
      return fail(localized(renamed(error, 'after', 'cursor'), ctx.language).message);
    if (error instanceof DomainError) return fail(localized(error, ctx.language).message);
    if (error instanceof CursorError) return fail(translate(ctx.language, 'CURSOR_INVALID', { field: 'cursor' }));
    log(error);
    return fail(translate(ctx.language, 'UNEXPECTED_ERROR'));
  }
}
