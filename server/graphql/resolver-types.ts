/**
 * The merged resolver map the schema is built with. Each domain's own map is
 * typed by the generated `Resolvers` (server/resolver-types.generated.ts);
 * once merged (server/api-resolvers.ts), only its shape matters here: type
 * name → field resolvers, or a custom scalar's config (scalars.ts).
 */
import type { GraphQLScalarTypeConfig } from 'graphql'

type ScalarConfig = Pick<GraphQLScalarTypeConfig<unknown, unknown>, 'name'> & { serialize?: unknown; parseValue?: unknown; parseLiteral?: unknown }

export type ResolverMap = Record<string, Readonly<Record<string, unknown>> | ScalarConfig>
