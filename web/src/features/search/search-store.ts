export { searchSaga } from './search-saga';
export { searchSlice } from './search-slice';
