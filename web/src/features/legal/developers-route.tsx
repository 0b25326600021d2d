import { LegalPage } from './legal-page';

/** The APIs and open data for integrators (issue 35), a document like the terms, in both languages. */
export default function DevelopersRoute() {
  return (
    <LegalPage
      title="developers.title"
      body="developers.body"
      metaTitle="meta.developers.title"
      docTitle="Desenvolvedores"
    />
  );
}
