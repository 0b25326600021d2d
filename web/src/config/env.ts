// The only reader of import.meta.env on the web side; values are checked once at start-up.

type WebEnv = {
  graphqlUrl: string;
  contactEmail: string;
  siteName: string;
  isDev: boolean;
};

function text(name: string, fallback: string): string {
  const raw = (import.meta.env as Record<string, unknown>)[name];
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string') throw new Error(`${name} must be a string`);
  return raw.trim();
}

function load(): WebEnv {
  const graphqlUrl = text('VITE_GRAPHQL_URL', '/graphql');
  if (!/^(\/|https?:\/\/)/.test(graphqlUrl)) throw new Error('VITE_GRAPHQL_URL must be a path or an http(s) URL');
  const contactEmail = text('VITE_CONTACT_EMAIL', 'contato@vitrinepublica.org');
  if (!/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(contactEmail)) throw new Error('VITE_CONTACT_EMAIL must be an email');
  return {
    graphqlUrl,
    contactEmail,
    siteName: text('VITE_SITE_NAME', 'Vitrine Pública'),
    isDev: Boolean(import.meta.env.DEV),
  };
}

export const env: WebEnv = load();
