// SKELETON: replaced by the helper who owns the catalogue.
export function CatalogueHome() {
  return <main />;
}
