import { Trans } from "@lingui/react/macro";
import { formatPrice } from "./format/formatPrice.ts";
import { HiddenFields } from "./HiddenFields.tsx";
import { submitted } from "./submitted.ts";
import "./StoreItems.css";

export interface StoreItem {
  id: number;
  name: string;
  description: string;
  /** minor units of the currency */
  grossAmount: number;
}

export interface StoreItemsProps {
  items: StoreItem[];
  currency: string;
  currencyDecimals: number;
  /** item id → quantity */
  cart: Record<string, number>;
  /** the most vouchers one order may hold: the plus buttons stop there */
  max: number;
  onAdd: (id: number) => void;
  onRemove: (id: number) => void;
  onContinue: () => void;
  /** what the server needs when it answers the form itself (the action, the cart as it stands) */
  fields?: Record<string, string>;
}

/**
 * The Wi-Fi products with a quantity stepper each, the total and 'Continue': a form posted to the
 * page's address (its buttons name what they do) until the script takes it over.
 */
export function StoreItems(props: StoreItemsProps) {
  const { items, currency, currencyDecimals: decimals, cart, max } = props;
  const count = items.reduce((sum, item) => sum + (cart[item.id] ?? 0), 0);
  const total = items.reduce((sum, item) => sum + (cart[item.id] ?? 0) * item.grossAmount, 0);
  return (
    <section className="gw-card gw-store-items">
      <form method="post" noValidate>
        <HiddenFields fields={props.fields} />
        <ul>
          {items.map((item) => {
            const quantity = cart[item.id] ?? 0;
            return (
              <li key={item.id}>
                <div className="gw-store-item">
                  <h2>{item.name}</h2>
                  {item.description ? <p>{item.description}</p> : null}
                  <p className="gw-store-price">{formatPrice(item.grossAmount, decimals, currency)}</p>
                </div>
                <div className="gw-stepper">
                  <button
                    type="submit"
                    name="_step"
                    value={`remove:${item.id}`}
                    onClick={submitted(() => props.onRemove(item.id))}
                    disabled={quantity === 0}
                  >
                    <span aria-hidden="true">−</span>
                    <span className="gw-visually-hidden">
                      <Trans id="store.remove">Remove one: {item.name}</Trans>
                    </span>
                  </button>
                  <output aria-live="polite">
                    <span className="gw-visually-hidden">
                      <Trans id="store.quantity">Quantity of {item.name}:</Trans>{" "}
                    </span>
                    {quantity}
                  </output>
                  <button
                    type="submit"
                    name="_step"
                    value={`add:${item.id}`}
                    onClick={submitted(() => props.onAdd(item.id))}
                    disabled={count >= max}
                  >
                    <span aria-hidden="true">+</span>
                    <span className="gw-visually-hidden">
                      <Trans id="store.add">Add one: {item.name}</Trans>
                    </span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="gw-store-limit">
          <Trans id="store.limit">Vouchers per order: at most {max}</Trans>
        </p>
        <p className="gw-store-total">
          <Trans id="store.total">Total</Trans> <strong>{formatPrice(total, decimals, currency)}</strong>
        </p>
        <button
          type="submit"
          name="_step"
          value="continue"
          className="gw-button"
          onClick={submitted(props.onContinue)}
        >
          <Trans id="store.continue">Continue</Trans>
        </button>
      </form>
    </section>
  );
}
