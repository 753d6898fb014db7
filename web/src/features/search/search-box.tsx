// SKELETON: replaced by the helper who owns search.
export function SearchBox() {
  return null;
}
