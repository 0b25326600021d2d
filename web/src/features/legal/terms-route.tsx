import { LegalPage } from './legal-page';

export default function TermsRoute() {
  return <LegalPage title="terms.title" body="terms.body" metaTitle="meta.terms.title" docTitle="Termos de Uso" />;
}
