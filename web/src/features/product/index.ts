export { addToCartSaga } from './add-to-cart-saga';
export { addToCartSlice, addToCartSucceeded } from './add-to-cart-slice';
export { selectProduct, type ProductPageState, type SelectedProduct } from './product-selection';
