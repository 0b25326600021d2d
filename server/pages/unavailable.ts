// While the database is away, pages are not rendered half-empty (or as "not found"): they answer 503
// with a short notice in both languages, and the next request after it returns renders normally.
import type { FetchGraphQL } from './page-meta.ts';

type GraphQLResult = { errors?: { extensions?: { code?: unknown } }[] } | undefined;

/**
 * Wraps one render's GraphQL calls and remembers whether any found the database unreachable, or ran
 * past the request's time budget (server/services/platform/time-budget.ts).
 */
export function watchAvailability(fetchGraphQL: FetchGraphQL) {
  let down = false;
  let overBudget = false;
  const watched: FetchGraphQL = async (query, variables, language) => {
    const result = (await fetchGraphQL(query, variables, language)) as GraphQLResult;
    if (result?.errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) down = true;
    if (result?.errors?.some((e) => e.extensions?.code === 'TIME_BUDGET_EXCEEDED')) overBudget = true;
    return result;
  };
  return { fetchGraphQL: watched, unavailable: () => down, overBudget: () => overBudget };
}

export const RETRY_AFTER_SECONDS = 5;

export const UNAVAILABLE_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Vitrine Pública — temporariamente indisponível</title>
    <style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1b1b1b}h1{font-size:1.5rem}</style>
  </head>
  <body>
    <main>
      <h1>Serviço temporariamente indisponível</h1>
      <p>Não conseguimos acessar nossos dados agora. Tente novamente em alguns segundos.</p>
      <h2 lang="en">Temporarily unavailable</h2>
      <p lang="en">We cannot reach our data right now. Please try again in a few seconds.</p>
      <p><a href="">Tentar novamente / Try again</a></p>
    </main>
  </body>
</html>
`;
