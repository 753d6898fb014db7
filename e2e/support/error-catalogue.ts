/**
 * The storefront's error texts as the spec quotes them in the two "## 8. The error catalogue" sections
 * (../shared/spec/part1-storefront-browse-auth.md and part2-checkout-account-pages.md), kept in this one place.
 * scripts/error-catalogue.test.ts holds the list to the spec both ways and fails naming each text that no e2e source
 * asserts. What counts as asserted is said there: a string literal of an e2e source equal to `text`, or matching
 * `pattern` in full.
 */
export interface ErrorCatalogueEntry {
  /** Exactly as the spec quotes it, placeholders such as {status} included. */
  readonly text: string;
  /** The screen or call that shows it. */
  readonly where: string;
  /**
   * For a text with a placeholder, or one the spec gives only as the start of a message: what a string literal of an
   * e2e source must match in full, with the placeholder filled in as a test would ('Login failed (Error 503). ...').
   */
  readonly pattern?: RegExp;
  /** Why no shopper can meet the text; the gate takes it only if docs/deviations.md quotes the text. */
  readonly unreachable?: string;
}

export const errorCatalogue: readonly ErrorCatalogueEntry[] = [
  // Part 1, section 8.
  { text: 'Invalid email or password. Please check your credentials.', where: '/login, a 400' },
  { text: 'Invalid password. Please check your password and try again.', where: '/login, a 401 or invalid_grant' },
  { text: 'Account access denied. Please contact support.', where: '/login, a 403' },
  { text: 'Account not found. Please check your email or sign up.', where: '/login, a 404' },
  { text: 'Invalid email format or password requirements not met.', where: '/login, a 422' },
  { text: 'Too many login attempts. Please try again later.', where: '/login, a 429' },
  { text: 'Server error. Please try again later.', where: '/login, a 500' },
  {
    text: 'Login failed (Error {status}). Please try again.',
    where: '/login, any other status',
    pattern: /^Login failed \(Error \d{3}\)\. Please try again\.$/,
  },
  { text: 'Invalid email or user not found.', where: '/login, invalid_client' },
  { text: 'Network error. Please check your connection and try again.', where: '/login, no answer' },
  { text: 'Login failed. Please try again.', where: '/login, the default' },
  { text: 'Signup failed. Please check your details and try again.', where: '/signup, the form without a reason' },
  { text: 'Signup failed. Please try again.', where: '/signup, the toast without a detail' },
  { text: 'Token refresh failed', where: 'any signed-in page, a refused token refresh (toast)' },
  {
    text: 'Failed to fetch user data',
    where: 'GET /user-data/',
    unreachable: 'kept as the user data request state, never shown: the header waits for the data instead',
  },
  {
    text: 'Failed to fetch user coins',
    where: 'the coin balance',
    unreachable: 'the balance comes with GET /user-data/; there is no coins call of its own to fail',
  },
  { text: 'Invalid response from server', where: 'any call whose answer breaks its contract' },
  { text: 'Failed to fetch configuration', where: 'GET /configurator/, start-up' },
  { text: 'Failed to fetch cart items', where: '/cart, under the load failure' },
  { text: 'Failed to add item to cart', where: 'product page, under the add-to-cart alert' },
  { text: 'An unexpected error occurred', where: 'home, the filter panel when the categories fail' },
  {
    text: 'An error occurred while removing item from cart',
    where: '/cart, a refused removal',
    unreachable: "part 2's cart screen names 'Failed to remove item' for the same refusal, which the storefront shows",
  },
  { text: 'Failed to fetch search results', where: 'header search' },
  { text: 'Failed to fetch sorted products', where: 'home, a sorted list that fails' },
  { text: 'contact the adminstration ', where: 'home, the product list that fails' },
  {
    text: 'An unexpected error occurred!',
    where: 'the generic error toast',
    unreachable: 'every toast the storefront raises carries a text of its own, so the default never shows',
  },
  // Part 2, section 8.
  {
    text: 'Profile picture error: {first message}',
    where: '/edit-profile, a refused picture',
    pattern: /^Profile picture error: .+$/,
  },
  { text: 'Failed to update profile', where: '/edit-profile, the form' },
  { text: 'Failed to update profile.', where: '/edit-profile, the toast' },
  // The spec gives the prefix only: 'Error: ' plus the detail.
  { text: 'Error: ', where: '/edit-profile, a profile that cannot load', pattern: /^Error: .+$/ },
  { text: 'Failed to redeem coupon', where: '/redeem-voucher' },
  { text: 'Failed to fetch Order History.', where: '/order-history' },
  { text: 'Failed to fetch profile data.', where: '/order-history, coin history toast' },
  { text: 'Failed to fetch coins history', where: '/order-history, coin history panel' },
  { text: 'Failed to place order', where: '/cart, under the checkout alert' },
  { text: 'Invalid backend response', where: '/cart, under the checkout alert for a broken answer' },
  { text: 'Payment links are missing. Please try again.', where: '/cart, an order without payment links' },
  { text: 'Your cart is empty.', where: '/cart, an empty cart' },
  { text: 'Checkout failed. Please try again.', where: '/cart, a refused order' },
  { text: 'Failed to load cart data', where: '/cart' },
  { text: 'Failed to update quantity', where: '/cart, a refused quantity (toast)' },
  { text: 'Failed to remove item', where: '/cart, a refused removal (toast)' },
  { text: 'Failed to fetch order status', where: '/verify-details, a failed poll (logged)' },
  { text: 'Failed to update user details', where: 'payment pages, the edit modal' },
  { text: 'Failed to load order details.', where: '/payment' },
  { text: 'Payment session expired. You will be redirected to the home page.', where: '/verify-details' },
  { text: 'Payment links could not be loaded. Please retry.', where: '/verify-details' },
  { text: 'Payment failed. Please try again.', where: 'payment pages' },
  {
    text: '{method} payment link is not available.',
    where: '/verify-details, a method without a link',
    unreachable: 'a method without a link has its tile disabled',
  },
  { text: 'Link Expired!', where: '/timeexp' },
  { text: 'Your payment session has timed out', where: '/timeexp' },
];
