export { CatalogueHome } from './catalogue-home';
