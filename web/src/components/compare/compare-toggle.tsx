import { toaster } from '@/components/ui/toaster-store';
import { useT } from '@/i18n/i18n-provider';
import { COMPARE_MAX, toggleCompare, useCompareSelection } from './compare-store';

/**
 * Picks a screen for the comparison (issue 38). A plain button styled by class (theme/compare-css):
 * /screens renders fifty of these beside its cards. Its name says which screen; aria-pressed says
 * whether it is picked, so the visible word stays the same.
 */
export function CompareToggle(props: { id: number; name: string; app: string }) {
  const t = useT();
  const picked = useCompareSelection().includes(props.id);
  const onClick = () => {
    if (toggleCompare(props.id) === 'full') {
      toaster.error({ id: 'compare-full', title: t('compare.full', { max: COMPARE_MAX }) });
    }
  };
  return (
    <button
      type="button"
      className="vp-compare-toggle"
      aria-pressed={picked}
      aria-label={t('compare.toggleLabel', { name: props.name, app: props.app })}
      onClick={onClick}
    >
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect
          x="3"
          y="3"
          width="18"
          height="18"
          rx="4"
          fill={picked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
        {picked && <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="white" strokeWidth="2.5" />}
      </svg>
      {t('compare.toggle')}
    </button>
  );
}
