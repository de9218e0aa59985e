// The pages of this group read and write through the public GraphQL client
// from their first render; the others (/, /ambassadors) keep urql out of
// their first load (docs/decisions/021-first-load-diet.md).
export { GraphqlProvider as default } from '../../renderer/GraphqlProvider'
