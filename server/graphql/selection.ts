// Whether an operation selects a field right under the one being resolved, so a service can start work the
// answer will need at once instead of when that field's resolver runs (the gallery's count beside its page).
import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

function has(set: SelectionSetNode | undefined, name: string, info: GraphQLResolveInfo, depth = 0): boolean {
  if (!set || depth > 8) return false;
  return set.selections.some((s) => {
    if (s.kind === Kind.FIELD) return s.name.value === name;
    if (s.kind === Kind.INLINE_FRAGMENT) return has(s.selectionSet, name, info, depth + 1);
    return has(info.fragments[s.name.value]?.selectionSet, name, info, depth + 1);
  });
}

/** True when any path to this field selects `name` directly under it (skip/include directives aside). */
export const selectsField = (info: GraphQLResolveInfo, name: string) =>
  info.fieldNodes.some((node) => has(node.selectionSet, name, info));
