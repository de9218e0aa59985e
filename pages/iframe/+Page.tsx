import { EmbedPage } from '../../src/features/embed/EmbedPage'

export default EmbedPage
