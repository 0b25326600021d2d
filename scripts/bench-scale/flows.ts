// bench:scale's reads of journey kinds (issue 61): a kind's page across apps, first page, as /fluxos/{kind}
// asks for it (20 rows, 12 screens each), over the kinds every scale app has a flow of ("Acesso",
// "Pagamentos", "Documentos": `npm run seed:scale` maps them; `-- --flow-kinds` on an older seed).
export const FLOW_CASES: [string, (i: number) => string][] = [
  ['flow-kind page first page', (i) => `/api/flows/${['entrar', 'pagar', 'emitir-documento'][i % 3]}`],
];
