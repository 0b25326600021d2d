// Categories, in display order, with their English names and icons.
import { categoryNameEn, listCategories } from '../../services/catalogue/categories.ts';
import { builder } from '../builder.ts';
import { listOf } from '../cost.ts';

const CategoryRef = builder.prismaObject('Category', {
  fields: (t) => ({
    name: t.exposeString('name'),
    nameEn: t.string({ resolve: (c) => categoryNameEn(c.name) }),
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
