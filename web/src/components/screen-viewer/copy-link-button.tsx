import { Button } from '@chakra-ui/react';
import { LineIcon } from '@/components/line-icon';
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
      <LineIcon name="link" size={16} />
      {t('viewer.copyLink')}
    </Button>
  );
}
