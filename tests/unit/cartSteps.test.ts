import { describe, expect, it } from "vitest";
import { cartPost, cartStep } from "../../steps/cartSteps.ts";

// the store's items step for a form the server answers (issue 35: the store without a script)
const store = { itemIds: [11, 12, 13], max: 3 };

describe("cartStep", () => {
  it("adds up to the store's limit and no further, in the store's order", () => {
    let cart = cartStep([], { type: "add", id: 12 }, store).cart;
    cart = cartStep(cart, { type: "add", id: 11 }, store).cart;
    cart = cartStep(cart, { type: "add", id: 11 }, store).cart;
    expect(cart).toEqual([
      { id: 11, amount: 2 },
      { id: 12, amount: 1 },
    ]);
    expect(cartStep(cart, { type: "add", id: 13 }, store).cart).toEqual(cart);
  });

  it("removes one, and the line at zero", () => {
    expect(cartStep([{ id: 11, amount: 1 }], { type: "remove", id: 11 }, store).cart).toEqual([]);
  });

  it("Continue: an empty cart says so; a cart within the limit goes on; items not on sale do not count", () => {
    expect(cartStep([{ id: 99, amount: 1 }], { type: "continue" }, store)).toEqual({
      cart: [],
      banner: "store.error.emptycart",
    });
    expect(cartStep([{ id: 11, amount: 1 }], { type: "continue" }, store).toCustomer).toBe(true);
    expect(cartStep([{ id: 11, amount: 4 }], { type: "continue" }, store).toCustomer).toBeUndefined();
  });

  it("reads the form's post: its cart and the button pressed", () => {
    expect(cartPost({ items: "11:2,12:1", _step: "add:13" })).toEqual({
      cart: [
        { id: 11, amount: 2 },
        { id: 12, amount: 1 },
      ],
      event: { type: "add", id: 13 },
    });
    expect(cartPost({ items: "junk", _step: "continue" })).toEqual({ cart: [], event: { type: "continue" } });
  });
});
