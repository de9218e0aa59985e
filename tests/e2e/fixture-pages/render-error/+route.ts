export default '/e2e-fixtures/render-error'
