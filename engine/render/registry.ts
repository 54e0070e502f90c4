import type { ComponentType } from "react";
import type { Node } from "../../schemas/gen/manifest.gen.ts";
import { AgreeButtonBinding } from "./bindings/AgreeButtonBinding.tsx";
import { ConnectButtonBinding } from "./bindings/ConnectButtonBinding.tsx";
import { CrewLinkBinding } from "./bindings/CrewLinkBinding.tsx";
import { CruiseLoginBinding } from "./bindings/CruiseLoginBinding.tsx";
import { CruisePurchasedPackagesBinding } from "./bindings/CruisePurchasedPackagesBinding.tsx";
import { CruiseVoucherOptionBinding } from "./bindings/CruiseVoucherOptionBinding.tsx";
import { DevLinkBinding } from "./bindings/DevLinkBinding.tsx";
import { FreeCardBinding } from "./bindings/FreeCardBinding.tsx";
import { InfoNoteBinding } from "./bindings/InfoNoteBinding.tsx";
import { PremiumCardBinding } from "./bindings/PremiumCardBinding.tsx";
import { ShipIntroBinding } from "./bindings/ShipIntroBinding.tsx";
import { SimpleTrialBinding } from "./bindings/SimpleTrialBinding.tsx";
import { StoreLinkBinding } from "./bindings/StoreLinkBinding.tsx";
import { SupportMailBinding } from "./bindings/SupportMailBinding.tsx";
import { TrialCardBinding } from "./bindings/TrialCardBinding.tsx";
import { TrialLinkBinding } from "./bindings/TrialLinkBinding.tsx";
import { VoucherFieldBinding } from "./bindings/VoucherFieldBinding.tsx";
import { VoucherLinkBinding } from "./bindings/VoucherLinkBinding.tsx";
import { WelcomeHeadingBinding } from "./bindings/WelcomeHeadingBinding.tsx";
import { ZoneTextBinding } from "./bindings/ZoneTextBinding.tsx";
import { lazyBinding } from "./lazyBinding.ts";

type NodeOf<T extends Node["type"]> = Extract<Node, { type: T }>;

/**
 * Widget type → binding. The one place a manifest node meets its widget and flow hooks.
 * Start-page widgets are in the main bundle (the start page must cost no extra round trip);
 * the widgets of every other page arrive in their own chunk when that page is opened.
 */
export const registry: { [T in Node["type"]]: ComponentType<{ node: NodeOf<T> }> } = {
  WelcomeHeading: WelcomeHeadingBinding,
  TrialLink: TrialLinkBinding,
  TrialLogin: lazyBinding(() => import("./bindings/TrialLoginBinding.tsx").then((m) => m.TrialLoginBinding)),
  VoucherLink: VoucherLinkBinding,
  StoreLink: StoreLinkBinding,
  BackLink: lazyBinding(() => import("./bindings/BackLinkBinding.tsx").then((m) => m.BackLinkBinding)),
  VoucherForm: lazyBinding(() =>
    import("./bindings/VoucherFormBinding.tsx").then((m) => m.VoucherFormBinding),
  ),
  StatusTitle: lazyBinding(() =>
    import("./bindings/StatusTitleBinding.tsx").then((m) => m.StatusTitleBinding),
  ),
  SessionFacts: lazyBinding(() =>
    import("./bindings/SessionFactsBinding.tsx").then((m) => m.SessionFactsBinding),
  ),
  BrowseLink: lazyBinding(() => import("./bindings/BrowseLinkBinding.tsx").then((m) => m.BrowseLinkBinding)),
  TrialCard: TrialCardBinding,
  PremiumCard: PremiumCardBinding,
  FreeCard: FreeCardBinding,
  ConnectButton: ConnectButtonBinding,
  AgreeButton: AgreeButtonBinding,
  SimpleTrial: SimpleTrialBinding,
  ShipIntro: ShipIntroBinding,
  VoucherField: VoucherFieldBinding,
  DevLink: DevLinkBinding,
  CrewLink: CrewLinkBinding,
  SupportMail: SupportMailBinding,
  InfoNote: InfoNoteBinding,
  ZoneText: ZoneTextBinding,
  PromoCard: lazyBinding(() => import("./bindings/PromoCardBinding.tsx").then((m) => m.PromoCardBinding)),
  FileLink: lazyBinding(() => import("./bindings/FileLinkBinding.tsx").then((m) => m.FileLinkBinding)),
  ResetSession: lazyBinding(() =>
    import("./bindings/ResetSessionBinding.tsx").then((m) => m.ResetSessionBinding),
  ),
  LogoutButton: lazyBinding(() =>
    import("./bindings/LogoutButtonBinding.tsx").then((m) => m.LogoutButtonBinding),
  ),
  VoucherCodeBox: lazyBinding(() =>
    import("./bindings/VoucherCodeBoxBinding.tsx").then((m) => m.VoucherCodeBoxBinding),
  ),
  WifiOptionsLink: lazyBinding(() =>
    import("./bindings/WifiOptionsLinkBinding.tsx").then((m) => m.WifiOptionsLinkBinding),
  ),
  TrialStartedModal: lazyBinding(() =>
    import("./bindings/TrialStartedModalBinding.tsx").then((m) => m.TrialStartedModalBinding),
  ),
  SiteRedirect: lazyBinding(() =>
    import("./bindings/SiteRedirectBinding.tsx").then((m) => m.SiteRedirectBinding),
  ),
  CruisePurchasedPackages: CruisePurchasedPackagesBinding,
  CruiseVoucherOption: CruiseVoucherOptionBinding,
  CruiseLogin: CruiseLoginBinding,
  CruisePackages: lazyBinding(() =>
    import("./bindings/CruisePackagesBinding.tsx").then((m) => m.CruisePackagesBinding),
  ),
  CruisePurchaseComplete: lazyBinding(() =>
    import("./bindings/CruisePurchaseCompleteBinding.tsx").then((m) => m.CruisePurchaseCompleteBinding),
  ),
  StoreCheckout: lazyBinding(() =>
    import("./bindings/StoreCheckoutBinding.tsx").then((m) => m.StoreCheckoutBinding),
  ),
  PurchasedVouchers: lazyBinding(() =>
    import("./bindings/PurchasedVouchersBinding.tsx").then((m) => m.PurchasedVouchersBinding),
  ),
};
