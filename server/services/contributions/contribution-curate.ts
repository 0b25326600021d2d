// A visitor's screenshots are curated before they go live (issue 53): the moderator confirms, per
// capture, its name, flow, component tags, description and alt text, prefilled with the suggestions
// made here from what is known (the visitor's flow and notes, the words read in the image once OCR has
// read them, the app), and leaves out the captures that should not be published.
import { z } from 'zod';
import type { Contribution } from '../../generated/prisma/client.ts';
import { normalizeTags } from '../catalogue/tags.ts';
import { requireAdmin } from '../platform/auth.ts';
import type { ServiceContext } from '../platform/context.ts';
import { issue, ValidationError } from '../platform/errors.ts';
import { hasControl, normalizeText } from '../platform/text.ts';
import { type ImageSummary, MAX_IMAGES, submissionImages } from './contribution-images.ts';

/** What a published capture carries: the fields of an admin's own screen that a moderator fills in. */
export type CuratedScreen = {
  position: number;
  name: string;
  flow: string;
  tags: string[];
  description: string | null;
  altText: string | null;
};
export type ScreenSuggestion = Omit<CuratedScreen, 'position'>;

// The screen record's limits (catalogue/screen-record.ts), so a curated capture is a valid screen.
const SCREEN_LIMITS = { name: 200, flow: 100, description: 2000, altText: 500, tag: 50, tags: 30 } as const;

const plain = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'FIELD_TOO_LONG')
    .refine((v) => !hasControl(v), 'FIELD_PLAIN_TEXT');
const optional = (max: number) =>
  plain(max)
    .optional()
    .nullable()
    .transform((v) => v || null);

export const curatedScreenSchema = z.object({
  position: z.number().int().min(1).max(MAX_IMAGES),
  name: plain(SCREEN_LIMITS.name).min(1, 'FIELD_REQUIRED'),
  flow: plain(SCREEN_LIMITS.flow).min(1, 'FIELD_REQUIRED'),
  tags: z
    .array(z.string().max(SCREEN_LIMITS.tag, 'FIELD_TOO_LONG'))
    .max(SCREEN_LIMITS.tags)
    .nullish()
    .transform((v) => normalizeTags(v ?? [])),
  description: optional(SCREEN_LIMITS.description),
  altText: optional(SCREEN_LIMITS.altText),
});

/**
 * The captures the moderator confirmed, checked against the submission's: each names one of its
 * positions, once; at least one is published (none at all is a rejection, with its reason).
 */
export function confirmedCaptures(chosen: CuratedScreen[], positions: number[]): CuratedScreen[] {
  if (chosen.length === 0) throw new ValidationError([issue('screens', 'CONTRIBUTION_NONE_CHOSEN')]);
  const seen = new Set<number>();
  const problems = chosen.flatMap((c, i) => {
    const path = `screens.${i}.position`;
    if (!positions.includes(c.position)) return [issue(path, 'CONTRIBUTION_IMAGE_NOT_FOUND', { position: c.position })];
    if (seen.has(c.position)) return [issue(path, 'CONTRIBUTION_IMAGE_TWICE', { position: c.position })];
    seen.add(c.position);
    return [];
  });
  if (problems.length) throw new ValidationError(problems);
  return [...chosen].sort((a, b) => a.position - b.position);
}

// Words of the field (Portuguese as the screens are, and English) that point to a component tag of the
// quick-add list: a suggestion the moderator confirms, never a tag applied unseen.
const TAG_WORDS: [tag: string, words: string[]][] = [
  ['login', ['login', 'entrar', 'acessar', 'acesso', 'senha', 'sign in', 'password']],
  ['auth', ['gov.br', 'autenticacao', 'biometria', 'codigo de verificacao', 'token', 'verification']],
  ['form', ['cpf', 'e-mail', 'email', 'telefone', 'digite', 'preencha', 'formulario', 'cadastro', 'nome completo']],
  ['button', ['continuar', 'confirmar', 'enviar', 'avancar', 'salvar', 'continue', 'submit']],
  ['search', ['buscar', 'busca', 'pesquisar', 'pesquisa', 'search']],
  ['filter', ['filtrar', 'filtro', 'filtros', 'filter']],
  ['profile', ['perfil', 'meus dados', 'minha conta', 'profile', 'account']],
  ['settings', ['configuracoes', 'configuracao', 'ajustes', 'preferencias', 'settings']],
  ['notification', ['notificacoes', 'notificacao', 'avisos', 'alertas', 'notifications']],
  ['dashboard', ['inicio', 'painel', 'resumo', 'home', 'dashboard']],
  ['list', ['lista', 'historico', 'extrato', 'servicos', 'meus pedidos', 'history']],
  ['menu', ['menu']],
  ['tabs', ['abas']],
  ['chart', ['grafico', 'chart']],
  ['card', ['cartao', 'card']],
  ['navigation', ['voltar', 'navegacao', 'back']],
];

function suggestedTags(text: string): string[] {
  const words = ` ${normalizeText(text).replace(/[^\p{L}\p{N}.@-]+/gu, ' ')} `;
  return TAG_WORDS.filter(([, list]) => list.some((w) => words.includes(` ${w} `))).map(([tag]) => tag);
}

/** The first words read in the image, for a description and alt text (OCR is not always right: few). */
function readWords(ocrText: string | null, count: number): string {
  return (ocrText ?? '').split(' ').filter(Boolean).slice(0, count).join(' ');
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * The suggestions for each capture: named by the visitor's notes, else by its flow (numbered when
 * several share it); tags from the words of the flow, notes and image; a description and an alt text
 * naming the app, the screen and the first words read in it.
 */
export function suggestScreens(
  images: { position: number; flow: string; notes: string | null; ocrText?: string | null }[],
  appName: string,
): (ScreenSuggestion & { position: number })[] {
  const perFlow = new Map<string, number>();
  for (const image of images) perFlow.set(image.flow, (perFlow.get(image.flow) ?? 0) + 1);
  const rank = new Map<string, number>();
  return images.map((image) => {
    const notes = image.notes?.trim() ?? '';
    const nth = (rank.get(image.flow) ?? 0) + 1;
    rank.set(image.flow, nth);
    const name =
      cut(notes.split('\n')[0] ?? '', SCREEN_LIMITS.name) ||
      (perFlow.get(image.flow) === 1 ? image.flow : `${image.flow} ${nth}`);
    const words = readWords(image.ocrText ?? null, 12);
    const shown = words ? ` Mostra: “${words}”.` : '';
    return {
      position: image.position,
      name,
      flow: image.flow,
      tags: suggestedTags(`${image.flow} ${notes} ${image.ocrText ?? ''}`).slice(0, 5),
      description: cut(
        notes || `Tela “${name}” do fluxo ${image.flow} do aplicativo ${appName}.`,
        SCREEN_LIMITS.description,
      ),
      altText: cut(`Captura de tela do aplicativo ${appName}: ${name}.${shown}`, SCREEN_LIMITS.altText),
    };
  });
}

/** The app a submission's screens go to, by name: the catalogue's, else the one the visitor described. */
export async function submissionAppName(db: Pick<ServiceContext['db'], 'app'>, c: Contribution, edited?: string) {
  if (c.appId) return (await db.app.findUnique({ where: { id: c.appId }, select: { name: true } }))?.name ?? '';
  return edited ?? c.appName ?? '';
}

/** Admin only: the submission's images, each with the suggestions the approval dialog is prefilled with. */
export async function suggestedImages(
  ctx: ServiceContext,
  c: Contribution,
): Promise<(ImageSummary & { suggestion: ScreenSuggestion })[]> {
  await requireAdmin(ctx);
  const images = await submissionImages(ctx, c.id);
  const suggestions = suggestScreens(images, await submissionAppName(ctx.db, c));
  return images.map((image, i) => ({ ...image, suggestion: suggestions[i] as ScreenSuggestion }));
}
