// Carts drawn from the menu as GET /api/menu answers it, for traffic against a real server (the
// soak, the crash test): deterministic, every product taken with the first choice of each of its
// required option groups (size, sweetness...), which a cart must name.

/** The `n`-th cart: 1–3 lines of quantity 1–2, spread over `menu`. */
export function menuCart(menu, n) {
  return Array.from({ length: 1 + (n % 3) }, (_, i) => {
    const product = menu[(n * 7 + i * 3) % menu.length];
    return {
      productId: product._id,
      quantity: 1 + ((n + i) % 2),
      selectedOptions: product.customizationOptions.filter((g) => g.isRequired).map((g) => ({ _id: g.options[0]._id })),
    };
  });
}
