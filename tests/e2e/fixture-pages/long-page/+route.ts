export default '/e2e-fixtures/long-page'
