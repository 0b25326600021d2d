import { type FragmentType, graphql, useFragment as unmask } from '@/gql';

// Every collection call selects its refusals with this one fragment (`...CollectionRefusal`): unlike
// the admin's ResultError it needs the code, which says whose refusal it is (the edit key's, a removed
// screen's). A .tsx file, as graphql-codegen reads documents from those only.
export const CollectionRefusalFields = graphql(`
  fragment CollectionRefusal on Error {
    code
    message
    ... on ValidationError {
      issues {
        path
        message
      }
    }
  }
`);

export type CollectionRefusalRef = FragmentType<typeof CollectionRefusalFields>;

export const collectionRefusal = (ref: CollectionRefusalRef) => unmask(CollectionRefusalFields, ref);
