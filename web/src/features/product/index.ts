export { addToCartSaga } from './add-to-cart-saga';
export { addToCartSlice } from './add-to-cart-slice';
export { selectProduct, type ProductPageState, type SelectedProduct } from './product-selection';
