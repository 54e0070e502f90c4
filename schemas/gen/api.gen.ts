// generated — do not edit. Source: schemas/api/*.schema.json; regenerate with `npm run gen`.
/**
 * GET /api/v1/settings: the zone of the X-Zone-Public-Id header. Operators may add fields; clients ignore the ones they do not know.
 */
export interface Settings {
  /**
   * Slash-separated path; the first segment names the operator group, e.g. gangnet/premium.
   */
  zonePrefix: string;
  /**
   * URL the portal GETs to learn whether the device is online (3 s timeout).
   */
  internetCheckUrl: string;
  /**
   * The zone public id the settings belong to.
   */
  zoneId: string;
  tier: "open" | "premium" | "premium-cc" | "premium-trial" | "crew" | "cruise";
  /**
   * Base for analytics: the portal PUTs {analyticsHost}/v1/analytics/onboard.
   */
  analyticsHost: string;
  /**
   * The card payment provider's checkout script (Nets Easy's checkout.js, or the local sandbox's); the store loads it only at the checkout step.
   */
  checkoutScriptUrl?: string;
  /**
   * The public checkout key the embedded checkout is created with.
   */
  checkoutKey?: string;
  /**
   * When true the portal fakes access-controller redirects with POSTs to /api/v1/radius/authorize and /api/v1/relay/{id}.
   */
  testMode: boolean;
  /**
   * What passengers call the zone (the ship, or a deck of it: "Polaris"): the manifest's zones[].name, else from the prefix. The start page's title names it.
   */
  zoneName?: string;
  /**
   * The zone's manifest at an immutable, content-hashed address (GET it, cache it for good); the page the server renders carries it inline.
   */
  manifestUrl?: string;
  [k: string]: unknown;
}

/**
 * GET /api/v1/session/{mac}: the device's session in the zone of the X-Zone-Public-Id header. Times are ISO 8601 (UTC), sizes in bytes, speeds in bytes per second.
 */
export interface Session {
  /**
   * The backend has granted access (voucher or open).
   */
  isBackendAuthed: boolean;
  /**
   * The access controller has let the device online.
   */
  isAccessControllerAuthed: boolean;
  /**
   * The access comes from an open zone (trial, trial-premium, free).
   */
  isAuthOpen: boolean;
  /**
   * Keyword of the open zone that granted the access, when isAuthOpen.
   */
  authOpenKeyword: "trial" | "trial-premium" | "free" | null;
  /**
   * The voucher that granted the access.
   */
  authVoucherCode: string | null;
  /**
   * POST /api/v1/session/reset/{mac} would start a new period now.
   */
  isSessionResetAvailable: boolean;
  /**
   * How a reset is meant to happen; null when the session never resets.
   */
  resetMethod: "ACCESS_CONTROLLER_AUTOMATIC" | "CNA_AUTOMATIC" | "MANUAL" | null;
  /**
   * When the current period ends and a reset becomes possible.
   */
  nextReset: string | null;
  /**
   * The end time has passed or bytesUsed has reached byteLimit.
   */
  isSessionUsedUp: boolean;
  /**
   * End of the current period; null = no time limit.
   */
  endTime: string | null;
  /**
   * Hard end that no reset extends; null = none.
   */
  endTimePermanent: string | null;
  bytesUsed: number;
  /**
   * null = unlimited.
   */
  byteLimit: number | null;
  /**
   * null = not limited.
   */
  rxMaxBytesPerSecond: number | null;
  /**
   * null = not limited.
   */
  txMaxBytesPerSecond: number | null;
  /**
   * Devices currently authorised by the same entitlement.
   */
  connectedClients: number;
  /**
   * null = unlimited.
   */
  maxSimultaneousClients: number | null;
  /**
   * How to log out ("ACCESS_CONTROLLER": send the browser to /logout); null = no logout offered.
   */
  logoutMethod: string | null;
}

/**
 * GET /api/v1/opens/zone: the open (free) accesses of the zone. Response schemas carry no $ref, so serialisers and generators need no resolver.
 */
export type OpenZoneList = {
  id: number;
  keyword: "trial" | "trial-premium" | "free";
}[];

/**
 * POST /api/v1/voucher/auth. The code may come as voucher or voucherCode; termsAccepted: true says the passenger accepted the terms (refused without it).
 */
export type VoucherAuthRequest = {
  [k: string]: unknown;
} & {
  /**
   * A device address: aa:bb:cc:dd:ee:ff, AA-BB-CC-DD-EE-FF or 12 hex digits. The server answers in lower case with colons.
   */
  mac: string;
  /**
   * A voucher code as typed: 3 to 8 letters or digits, spaces between them allowed (a printed code shows two groups); read with its spaces taken out, upper-cased.
   */
  voucher?: string;
  /**
   * A voucher code as typed: 3 to 8 letters or digits, spaces between them allowed (a printed code shows two groups); read with its spaces taken out, upper-cased.
   */
  voucherCode?: string;
  /**
   * When the voucher's device limit is reached, log out its oldest device instead of answering 300.
   */
  logoutOldest?: boolean;
  /**
   * The passenger accepted the terms (spec section 5: before a trial, a voucher's activation or a checkout): the portal sends true after its terms step. Without it the activation is refused (400).
   */
  termsAccepted?: boolean;
};

/**
 * POST /api/v1/open/{openId}/auth/{mac}: the spec sends no body (null here); the portal sends termsAccepted: true after its terms step, and the access is refused without it.
 */
export type OpenAuthRequest = {
  /**
   * The passenger accepted the terms (spec section 5: before a trial, a voucher's activation or a checkout): the portal sends true after its terms step. Without it the activation is refused (400).
   */
  termsAccepted?: boolean;
} | null;

/**
 * POST /api/v1/store/celestyal/pms/validate: the booking to look up. Answers a relay id to poll (cruise-relay.response).
 */
export interface CruiseValidateRequest {
  /**
   * The passenger's surname as booked; compared trimmed and case-insensitively.
   */
  lastname: string;
  /**
   * The booking's personal key, 2 to 128 characters; compared trimmed and case-insensitively.
   */
  personalKey: string;
  /**
   * The e-mail address of the booking; compared trimmed and case-insensitively.
   */
  email: string;
  /**
   * The passenger's date of birth, YYYY-MM-DD.
   */
  dateOfBirth: string;
}

/**
 * POST /api/v1/store/celestyal/pms/charge: bill a package to the booking's cabin (or, when isPrePurchased, issue the prepaid one). It needs every booking fact a validation needs: the e-mail address here, or a validation of the same booking by the same browser within a day. Answers a relay id to poll (cruise-relay.response), which answers this browser only. termsAccepted: true says the passenger accepted the terms (at the login that led to the packages); refused without it.
 */
export interface CruiseChargeRequest {
  /**
   * The passenger's surname as booked; compared trimmed and case-insensitively.
   */
  lastname: string;
  /**
   * The booking's personal key, 2 to 128 characters; compared trimmed and case-insensitively.
   */
  personalKey: string;
  /**
   * The e-mail address of the booking; compared trimmed and case-insensitively.
   */
  email?: string;
  /**
   * The passenger's date of birth, YYYY-MM-DD.
   */
  dateOfBirth: string;
  /**
   * A package id as the property-management system names it.
   */
  celestyalPackage: string;
  isPrePurchased: boolean;
  /**
   * The passenger accepted the terms (spec section 5: before a trial, a voucher's activation or a checkout): the portal sends true after its terms step. Without it the activation is refused (400).
   */
  termsAccepted?: boolean;
}

/**
 * The answer of the cruise validate and charge requests: the relay id of the job to poll.
 */
export interface CruiseRelayResponse {
  id: string;
}

/**
 * GET /api/v1/store/celestyal/pms/validate/poll/{id} once the job is done (202 with an empty body while it runs): the booking's packages, or a message when no booking matched. Response schemas carry no $ref.
 */
export type CruiseValidatePollResponse = {
  packages?: {
    /**
     * The package id, sent back to charge it.
     */
    celestyalPackage: string;
    title: string;
    /**
     * The package's lines, shown as a list.
     */
    description: string[];
    /**
     * Prepaid with the booking: activating it bills nothing.
     */
    isPrePurchased: boolean;
    /**
     * Price in minor units of currency (cents); 0 when prepaid.
     */
    amount: number;
    /**
     * ISO 4217 code.
     */
    currency: string;
    duration: number;
    durationUnit: "minutes" | "hours" | "days";
    /**
     * Ours: title and description in each language the zone offers (the fields above are its first language).
     */
    translations?: {
      [k: string]: {
        title: string;
        description: string[];
      };
    };
  }[];
  /**
   * Why the validation failed, for the passenger.
   */
  message?: string;
} & {};

/**
 * GET /api/v1/store/celestyal/pms/charge/poll/{id} once the job is done (202 with an empty body while it runs): the voucher code of the package, or a message when the charge was refused.
 */
export type CruiseChargePollResponse = {
  /**
   * The voucher code to activate the package with.
   */
  code?: string;
  /**
   * Why the charge was refused, for the passenger.
   */
  message?: string;
} & {};

/**
 * GET /api/v1/store/celestyal/pms/packages/{relayId} (a path the spec does not show): the packages of the booking a finished validation found, prepaid first. Response schemas carry no $ref.
 */
export type CruisePackageList = {
  /**
   * The package id, sent back to charge it.
   */
  celestyalPackage: string;
  title: string;
  /**
   * The package's lines, shown as a list.
   */
  description: string[];
  /**
   * Prepaid with the booking: activating it bills nothing.
   */
  isPrePurchased: boolean;
  /**
   * Price in minor units of currency (cents); 0 when prepaid.
   */
  amount: number;
  /**
   * ISO 4217 code.
   */
  currency: string;
  duration: number;
  durationUnit: "minutes" | "hours" | "days";
  /**
   * Ours: title and description in each language the zone offers (the fields above are its first language).
   */
  translations?: {
    [k: string]: {
      title: string;
      description: string[];
    };
  };
}[];

/**
 * GET /api/v1/store/zone: the zone's card store. An empty availableStoreItems means the store is not available now. Prices are minor units: divide by 10^currencyDecimals.
 */
export interface StoreZone {
  availableStoreItems: {
    id: number;
    name: string;
    description: string;
    /**
     * Price with tax, in minor units.
     */
    grossAmount: number;
    /**
     * Ours, beside the spec's fields: name and description in each language the zone offers (name and description above are the zone's first language). The portal shows the visitor's language.
     */
    translations?: {
      [k: string]: {
        name: string;
        description: string;
      };
    };
  }[];
  /**
   * ISO 4217 code, e.g. EUR.
   */
  currency: string;
  currencyDecimals: number;
  /**
   * Most vouchers one order may hold.
   */
  maxCheckoutItems: number;
}

/**
 * POST /api/v1/store/order/checkout/nets: the items alone, or the order information with the customer (names 1-127 characters and the e-mail rule of spec section 5, checked after trimming), with termsAccepted: true (the terms come before checkout, spec section 5: the items alone, which cannot say so, are refused). An Idempotency-Key header makes a repeated request answer the first order instead of creating another.
 */
export type StoreCheckoutRequest =
  | Items
  | {
      firstName: string;
      lastName: string;
      email: string;
      items: Items;
      /**
       * The passenger accepted the terms (spec section 5: before a trial, a voucher's activation or a checkout): the portal sends true after its terms step. Without it the activation is refused (400).
       */
      termsAccepted?: boolean;
    };
/**
 * @minItems 1
 * @maxItems 50
 */
export type Items = [
  {
    id: number;
    /**
     * How many of the item.
     */
    amount: number;
  },
  ...{
    id: number;
    /**
     * How many of the item.
     */
    amount: number;
  }[]
];

/**
 * The answer to POST /api/v1/store/order/checkout/nets: the provider's payment to embed, and the order's public id (keep it: it finds the vouchers later).
 */
export interface StoreCheckout {
  /**
   * The payment at the card payment provider.
   */
  paymentId: string;
  /**
   * The order; unguessable, it is the key to its vouchers.
   */
  publicId: string;
}

/**
 * GET /api/v1/store/order/{publicId}/completed: the order's vouchers (HTTP 200) once the provider has confirmed the payment; an empty list with HTTP 202 while it has not.
 */
export type OrderVoucherList = {
  name: string;
  description: string;
  /**
   * The voucher code to activate.
   */
  code: string;
  /**
   * Ours: the item's name and description in each language the zone offers when it was bought.
   */
  translations?: {
    [k: string]: {
      name: string;
      description: string;
    };
  };
}[];

/**
 * The answer of a grant (voucher activation, open access, reset), a logout and a new try: the spec's {} and, in a zone whose gateway is not the spec's controller (network.gateway coovachilli, mikrotik), the gateway's step the browser follows: its login with a one-time credential (CoovaChilli's /logon), MikroTik's POST login (the app posts it; a page without script goes through the portal's own page that posts it), or its logout.
 */
export interface HandoffResponse {
  /**
   * Where the browser goes: a GET it navigates to, or the gateway's POST login (MikroTik's) it posts as a form to one of the zone's controller hosts.
   */
  handoff?:
    | {
        method: "GET";
        url: string;
      }
    | {
        method: "POST";
        url: string;
        fields: {
          [k: string]: string;
        };
      };
}

/**
 * Where a form the server answered left the passenger (steps/DrawnForm.ts): the flow that owns the form starts from it.
 */
export type DrawnForm =
  | {
      action: "voucher";
      step: "idle" | "terms" | "conflict";
      code: string;
      flagged?: boolean;
    }
  | {
      action: "open";
      openId: number;
      step: "idle" | "terms";
      flagged?: boolean;
    }
  | {
      action: "reset";
      flagged?: boolean;
    }
  | {
      action: "cruise-login";
      step: "idle" | "terms" | "checking";
      values: FieldValues;
      errors: FieldValues;
      flagged?: boolean;
    }
  | {
      action: "cruise-package";
      packageId: string;
      step: "confirm" | "charging";
    }
  | {
      action: "customer";
      values: FieldValues;
      errors: FieldValues;
      flagged?: boolean;
      items?: string;
    }
  | {
      action: "cart";
      items: string;
    }
  | {
      action: "pay";
      idempotencyKey: string;
      values: FieldValues;
      items: string;
    };

/**
 * The page's own data: what the portal would fetch first (settings, the zone's manifest, the session) and what a form the server answered left, written by the server into the page as <script type="application/json" id="gw-boot"> (server/pages/bootPayload.ts) and read by the browser's start-up (engine/boot/readBootPayload.ts). Both sides check it with the validator generated from this schema; a page whose data does not match starts as one without (the browser asks the API).
 */
export interface BootPayload {
  zoneId: string;
  /**
   * The device, lower case with colons (schemas/mac.ts).
   */
  mac: string;
  zonePrefix: string;
  settings: Settings;
  /**
   * What GET /api/v1/session/{mac} answers; null: the device has none (or may not see it).
   */
  session: Session | null;
  /**
   * The zone's header and banner, each when the server prepared it (server/brand/zoneImages.ts).
   */
  images: {
    header?: PreparedImage;
    banner?: PreparedImage;
  };
  /**
   * The zone's open accesses and whether this device may start each now (the trial links need it).
   */
  opens: {
    id: number;
    keyword: string;
    available: boolean;
    /**
     * How long it runs once started.
     */
    minutes: number;
  }[];
  /**
   * The zone's manifest as the browser gets it (brand files as /brand/ URLs), so the start page needs no request for it. Checked against schemas/manifest.schema.json when the zone registry loads it: here only its shape's root, so that the start page's script carries no manifest validator.
   */
  manifest?: {
    pages: {
      [k: string]: unknown;
    };
    [k: string]: unknown;
  };
  /**
   * The server's clock (ms since the epoch) when it drew the page: the browser's first render measures relative times from it.
   */
  now: number;
  /**
   * Where a form the server answered left the passenger; null: at no step of one (its banners only).
   */
  form?: DrawnForm | null;
  /**
   * The banners the page drawn in answer to a form shows (catalogue ids).
   */
  errors?: string[];
  handoff?: PageHandoff;
  /**
   * The booking's packages (the API's list), drawn on the cruise package page (server/pages/forms/cruiseCheck.ts).
   */
  cruisePackages?: CruisePackageList;
  /**
   * The package a charge without the script bought, and its code: the purchase-complete page.
   */
  cruisePurchase?: {
    packageId: string;
    code: string;
  };
  /**
   * The store's items, and an order back from the hosted payment page (server/pages/forms/storeDraw.ts).
   */
  store?: {
    catalog: StoreZone;
    order?: {
      publicId: string;
      /**
       * The order's vouchers once the provider confirmed the payment; null until then.
       */
      vouchers: OrderVoucherList | null;
      /**
       * The page without the script stopped asking.
       */
      gaveUp?: boolean;
    };
  };
}
/**
 * A header or banner as the page draws it (server/brand/BrandImage.ts): its box, a placeholder colour, the sources to pick from.
 */
export interface PreparedImage {
  /**
   * The fallback source, on this origin.
   */
  src: string;
  width: number;
  height: number;
  /**
   * A CSS colour painted in the box until the image arrives.
   */
  placeholder: string;
  sources: {
    type: string;
    srcSet: string;
  }[];
}
/**
 * A form's fields as typed, or each refused field's reason.
 */
export interface FieldValues {
  [k: string]: string;
}
/**
 * What a form the server answered before the script ran left for the app (server/pages/forms/handoffCookie.ts): kept in session storage where the flows would have kept it.
 */
export interface PageHandoff {
  cruise?: {
    validateRelayId: string;
    user: {
      [k: string]: string;
    };
    kept?: boolean;
    chargeRelayId?: string;
    packageId?: string;
    purchased?: {
      packageId: string;
      code: string;
    };
  };
  checkout?: {
    [k: string]: unknown;
  };
}
