import { useT } from '@/i18n/i18n-provider';
import type { MessageId } from '@/i18n/messages';

/** What the no-script notice hides: the send button and the check that cannot appear without it. */
export const NEEDS_SCRIPT = { 'data-needs-script': '' } as const;

/**
 * Said at the top of a form that cannot be sent without the page's script (the proof of work runs in
 * the browser), before anything is typed; the send button and the check's place are hidden, so no
 * live button promises a check that never appears (issue 53). Plain markup with inline styles: what
 * is inside <noscript> is never hydrated, and the page's CSP allows inline styles.
 */
export function NeedsScript(props: { title: MessageId; text: MessageId }) {
  const t = useT();
  return (
    <noscript>
      <style>{'[data-needs-script]{display:none !important}'}</style>
      <div
        data-testid="needs-script"
        role="note"
        style={{ border: '1px solid #f6ad55', background: '#fffaf0', borderRadius: '8px', padding: '16px' }}
      >
        <p style={{ fontWeight: 600, margin: 0 }}>{t(props.title)}</p>
        <p style={{ margin: '4px 0 0' }}>{t(props.text)}</p>
      </div>
    </noscript>
  );
}
