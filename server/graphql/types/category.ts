// Categories, in display order, with their English names and icons; the admin's create, edit and order.
import { createCategory, reorderCategories, updateCategory } from '../../services/admin/admin-categories.ts';
import { categoryNameEn, listCategories } from '../../services/catalogue/categories.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../services/platform/errors.ts';
import { builder } from '../builder.ts';
import { listOf } from '../cost.ts';
import { withoutNulls } from '../inputs.ts';
import { resultOf } from '../results.ts';

const CategoryRef = builder.prismaObject('Category', {
  fields: (t) => ({
    name: t.exposeString('name'),
    nameEn: t.string({ resolve: (c) => categoryNameEn(c.name, c.nameEn) }),
    formerNames: t.exposeStringList('formerNames', {
      description: 'Names (pt and en) before a rename: old `?category=` links still select this category.',
    }),
    sortOrder: t.exposeInt('sortOrder'),
    dbId: t.exposeInt('id', { description: 'The database id (admin edits name categories by it).' }),
    adminEdited: t.exposeStringList('adminEdited', {
      description: 'Admin only: fields edited here on a synced category, kept by the Airtable sync.',
      authScopes: { admin: true },
    }),
    synced: t.boolean({ resolve: (c) => c.syncedAt !== null, description: 'Whether it came from Airtable.' }),
    iconUrl: t.string({ nullable: true, resolve: (c) => c.cloudinaryIconUrl ?? c.iconUrl }),
    hidden: t.exposeBoolean('hidden', { description: 'Kept in data but its tab is not shown (Mobilidade).' }),
  }),
});

builder.queryFields((t) => ({
  categories: t.field({
    type: [CategoryRef],
    complexity: (_args, ctx) => listOf(ctx.catalogue.categories),
    resolve: (_root, _args, ctx) => listCategories(ctx),
  }),
}));

const CategoryInput = builder.inputType('CategoryInput', {
  description: 'Names in pt and en (the tab strip and `?category=` match on both), order, hidden.',
  fields: (t) => ({
    name: t.string(),
    nameEn: t.string(),
    hidden: t.boolean(),
    sortOrder: t.int(),
  }),
});

builder.queryFields((t) => ({
  adminCategories: t.field({
    type: [CategoryRef],
    description: 'Admin only: every category, hidden ones included, in tab order.',
    authScopes: { admin: true },
    complexity: (_args, ctx) => listOf(ctx.catalogue.categories),
    resolve: (_root, _args, ctx) => listCategories(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createCategory: t.field({
    type: CategoryRef,
    description: 'Admin only: a new category (an icon file goes by REST, PUT /api/admin/categories/:id/icon).',
    errors: resultOf('CreateCategory', [ValidationError]),
    args: { input: t.arg({ type: CategoryInput, required: true }) },
    resolve: (_root, args, ctx) => createCategory(ctx, withoutNulls(args.input)),
  }),
  updateCategory: t.field({
    type: CategoryRef,
    description: 'Admin only: rename (old names keep working), order, hide; not Todos nor Planejado.',
    errors: resultOf('UpdateCategory', [ValidationError, NotFoundError, ConflictError]),
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: CategoryInput, required: true }) },
    resolve: (_root, args, ctx) => updateCategory(ctx, args.id, withoutNulls(args.input)),
  }),
  reorderCategories: t.field({
    type: [CategoryRef],
    description: 'Admin only: the tab order, first to last, by database id.',
    errors: resultOf('ReorderCategories', [ValidationError, NotFoundError]),
    args: { ids: t.arg.intList({ required: true, validate: { maxLength: 500 } }) },
    resolve: (_root, args, ctx) => reorderCategories(ctx, args.ids),
  }),
}));
