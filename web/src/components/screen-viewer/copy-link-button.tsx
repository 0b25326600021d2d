import { Button } from '@chakra-ui/react';
import { toaster } from '@/components/ui/toaster-store';
import { useT } from '@/i18n/i18n-provider';
import { copyText } from '@/lib/clipboard';

export const COPY_TOAST_MS = 3000;

/** Copies the screen's share link; spec section 2 toasts, 3 s each. */
export function CopyLinkButton(props: { path: string }) {
  const t = useT();
  const onCopy = async () => {
    if (await copyText(new URL(props.path, window.location.origin).href)) {
      toaster.create({ type: 'success', title: t('viewer.linkCopied'), duration: COPY_TOAST_MS });
    } else {
      toaster.create({
        type: 'error',
        title: t('viewer.copyFailed'),
        description: t('viewer.copyFailedDesc'),
        duration: COPY_TOAST_MS,
      });
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={onCopy}>
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
      </svg>
      {t('viewer.copyLink')}
    </Button>
  );
}
