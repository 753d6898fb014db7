export {
  categoriesRequested,
  categoriesReset,
  selectCategories,
  selectCategoriesError,
  selectCategoriesStatus,
  selectSubcategories,
} from './categories-slice';
export { catalogueCategoryChosen, selectChosenCategoryId, type HomeNavigationState } from './catalogue-slice';
export { catalogueRootSaga, catalogueSlices } from './catalogue-store';
