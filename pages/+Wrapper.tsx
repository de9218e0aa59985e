export { AppProviders as default } from '../renderer/AppProviders'
