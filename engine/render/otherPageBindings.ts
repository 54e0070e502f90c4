// The bindings of every page but the start page: one chunk, fetched when another page is
// first shown (or preloaded by the server for a deep link such as /status). See registry.ts.
export { BackLinkBinding } from "./bindings/BackLinkBinding.tsx";
export { BrowseLinkBinding } from "./bindings/BrowseLinkBinding.tsx";
export { CruisePackagesBinding } from "./bindings/CruisePackagesBinding.tsx";
export { CruisePurchaseCompleteBinding } from "./bindings/CruisePurchaseCompleteBinding.tsx";
export { FileLinkBinding } from "./bindings/FileLinkBinding.tsx";
export { LogoutButtonBinding } from "./bindings/LogoutButtonBinding.tsx";
export { PromoCardBinding } from "./bindings/PromoCardBinding.tsx";
export { PurchasedVouchersBinding } from "./bindings/PurchasedVouchersBinding.tsx";
export { ResetSessionBinding } from "./bindings/ResetSessionBinding.tsx";
export { SessionFactsBinding } from "./bindings/SessionFactsBinding.tsx";
export { SiteRedirectBinding } from "./bindings/SiteRedirectBinding.tsx";
export { StatusTitleBinding } from "./bindings/StatusTitleBinding.tsx";
export { StoreCheckoutBinding } from "./bindings/StoreCheckoutBinding.tsx";
export { TrialLoginBinding } from "./bindings/TrialLoginBinding.tsx";
export { TrialStartedModalBinding } from "./bindings/TrialStartedModalBinding.tsx";
export { VoucherCodeBoxBinding } from "./bindings/VoucherCodeBoxBinding.tsx";
export { VoucherFormBinding } from "./bindings/VoucherFormBinding.tsx";
export { WifiOptionsLinkBinding } from "./bindings/WifiOptionsLinkBinding.tsx";
