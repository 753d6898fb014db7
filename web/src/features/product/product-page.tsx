// SKELETON: replaced by the helper who owns the product page.
export function ProductPage() {
  return <main />;
}
