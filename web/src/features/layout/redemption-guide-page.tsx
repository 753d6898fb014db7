// SKELETON: replaced by the helper who owns the layout.
export function RedemptionGuidePage() {
  return <main />;
}
