import { LegalPage } from './legal-page';

export default function PrivacyRoute() {
  return (
    <LegalPage
      title="privacy.title"
      body="privacy.body"
      metaTitle="meta.privacy.title"
      docTitle="Política de Privacidade"
    />
  );
}
