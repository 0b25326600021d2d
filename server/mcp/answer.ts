// One shape for every tool's answer: structured content plus the same JSON as text (for clients that
// read only text), and refusals as tool errors in the caller's language — never a transport error, and
// never the text of an unexpected failure, which is logged instead.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ServiceContext } from '../services/platform/context.ts';
import { DomainError, localized } from '../services/platform/errors.ts';
import { translate } from '../services/platform/messages.ts';

type Extra = CallToolResult['content'];

export class CursorError extends Error {}

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
    if (error instanceof DomainError) return fail(localized(error, ctx.language).message);
    if (error instanceof CursorError) return fail(translate(ctx.language, 'CURSOR_INVALID', { field: 'cursor' }));
    log(error);
    return fail(translate(ctx.language, 'UNEXPECTED_ERROR'));
  }
}
