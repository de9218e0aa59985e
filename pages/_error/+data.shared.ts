// Only the shell's data (renderer/shell-only-data.ts): the header and footer
// name the organization on the error page too, rather than the product
// (issue 34). 404.html is one page for both languages, prerendered with the
// default language's name; a client navigation to an unknown route loads the
// name in the page's language.
export { data, type Data } from '../../renderer/shell-only-data'
