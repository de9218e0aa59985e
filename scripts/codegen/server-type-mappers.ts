/**
 * What each GraphQL object type's resolvers receive as their parent, where
 * that is not the type's own shape: `TypeName: 'path#Export'`, the path
 * relative to server/ (where the generated file is).
 */
export const RESOLVER_MAPPERS: Readonly<Record<string, string>> = {}
