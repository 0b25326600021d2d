import { Box, Stack, Text } from '@chakra-ui/react';
import { type Ref, useEffect, useId, useImperativeHandle, useRef } from 'react';
import { useT } from '@/i18n/i18n-provider';
import type { Language } from '@/i18n/locale';
import { loadAltcha } from './load-altcha';

export const CHALLENGE_PATH = '/api/contributions/challenge';
/** The hidden input the widget adds to the form, holding its solved payload (the server reads `altcha`). */
export const PAYLOAD_FIELD = 'altcha';

/** A focus, a press, a touch or an input inside the form: the visitor has started on it. */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'touchstart', 'input'] as const;

type WidgetState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';
/** The parts of ALTCHA's <altcha-widget> the forms use (present once its script has run). */
type Widget = HTMLElement & {
  getState?: () => WidgetState;
  verify?: () => Promise<{ payload: string } | null>;
  reset?: () => void;
};

export type CheckHandle = {
  /** The solved payload, solving first when needed; null when solving failed or the widget is not there. */
  solve: () => Promise<string | null>;
  /** Back to unverified (a spent or expired challenge), so the visitor runs it again. */
  reset: () => void;
  focus: () => void;
};

/**
 * The widget's markup. React never renders inside it: the widget fills its element once its script has
 * run (at the first use of the form, maybe before hydration), so the wrapper hands React a fixed string
 * and keeps it (an element with inner HTML is not hydrated child by child).
 */
export const widgetHtml = (language: Language) =>
  `<altcha-widget challenge="${CHALLENGE_PATH}" name="${PAYLOAD_FIELD}" language="${language}"></altcha-widget>`;

/** Waits for a widget that is already solving to finish: its payload, or null. */
function settled(widget: Widget): Promise<string | null> {
  return new Promise((resolve) => {
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: WidgetState; payload?: string | null }>).detail;
      if (detail?.state === 'verifying') return;
      widget.removeEventListener('statechange', onChange);
      resolve(detail?.state === 'verified' ? (detail.payload ?? null) : null);
    };
    widget.addEventListener('statechange', onChange);
  });
}

/** The anti-robot check: a labelled group around ALTCHA's widget, with the form's words about it. */
export function AltchaCheck(props: { language: Language; problem: string | null; ref?: Ref<CheckHandle> }) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const id = useId();
  const widget = () => host.current?.querySelector<Widget>('altcha-widget') ?? null;

  // The widget's script is fetched at the first sign of using this form (as web/src/altcha-on-intent.ts
  // does before hydration, with the same events), not while the page loads; sending waits for it.
  useEffect(() => {
    const form = host.current?.closest('form');
    const load = () => {
      stop();
      void loadAltcha();
    };
    const stop = () => {
      for (const name of INTENT_EVENTS) form?.removeEventListener(name, load, true);
    };
    if (!form || form.contains(document.activeElement)) load();
    else for (const name of INTENT_EVENTS) form.addEventListener(name, load, { capture: true, passive: true });
    return stop;
  }, []);

  useImperativeHandle(props.ref, () => ({
    async solve() {
      // Sent before the widget's script had run (it is fetched at the form's first use): wait for it,
      // the button saying it verifies, rather than call the check failed (a script that cannot load is).
      const loaded = await loadAltcha().then(
        () => true,
        () => false,
      );
      if (!loaded) return null;
      const element = widget();
      if (!element?.verify || !element.getState) return null;
      const state = element.getState();
      if (state === 'verified') {
        return host.current?.querySelector<HTMLInputElement>(`input[name="${PAYLOAD_FIELD}"]`)?.value || null;
      }
      if (state === 'verifying') return settled(element);
      return (await element.verify())?.payload ?? null;
    },
    reset() {
      widget()?.reset?.();
    },
    focus() {
      const box = widget()?.querySelector<HTMLElement>('input[type="checkbox"]');
      (box ?? host.current)?.focus();
    },
  }));

  return (
    <Stack
      gap="2"
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={props.problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
    >
      <Text id={`${id}-label`} fontWeight="medium">
        {t('contribute.checkLabel')}
      </Text>
      <Text id={`${id}-hint`} fontSize="sm" color="fg.muted">
        {t('contribute.checkHint')}
      </Text>
      {/* Sized as the widget, so nothing moves when its script fills it. */}
      <Box
        ref={host}
        minH="20"
        tabIndex={-1}
        outline="none"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: widgetHtml(props.language) }}
      />
      {props.problem && (
        <Text id={`${id}-problem`} color="red.700" fontSize="sm">
          <span aria-hidden="true">⚠ </span>
          {props.problem}
        </Text>
      )}
    </Stack>
  );
}
