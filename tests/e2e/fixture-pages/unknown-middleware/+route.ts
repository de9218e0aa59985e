export default '/e2e-fixtures/unknown-middleware'
