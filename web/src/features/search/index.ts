export { SearchBox } from './search-box';
export { searchSlice } from './search-slice';
export { searchSaga } from './search-saga';
