// This page reads and writes through the public GraphQL client from its first render.
export { GraphqlProvider as default } from '../../renderer/GraphqlProvider'
