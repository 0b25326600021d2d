import { useT } from '@/i18n/i18n-provider';
import { useDocumentHead } from '@/lib/use-document-head';
import { ContributePage } from './contribute-page';
import { ContributionForm, type FieldSpec } from './contribution-form';

const FIELDS: FieldSpec[] = [
  { name: 'appName', label: 'contribute.nameLabel', required: true },
  { name: 'appLink', label: 'contribute.linkLabel', hint: 'contribute.linkHint', type: 'url' },
  { name: 'message', label: 'contribute.whyLabel', hint: 'contribute.whyHint', required: true, multiline: true },
];

/** Request an app (issue 36): from the header's 'Solicitar aplicativo'. */
export default function RequestAppRoute() {
  const t = useT();
  useDocumentHead({ title: t('meta.requestApp.title'), description: t('meta.requestApp.description') });
  return (
    <ContributePage title={t('contribute.requestTitle')} intro={t('contribute.requestIntro')}>
      <ContributionForm kind="app_request" fields={FIELDS} submitLabel="contribute.sendRequest" />
    </ContributePage>
  );
}
