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
import { laterBinding as later } from "./laterBinding.ts";

type NodeOf<T extends Node["type"]> = Extract<Node, { type: T }>;

/**
 * Widget type → binding. The one place a manifest node meets its widget and flow hooks.
 * Widgets any zone puts on its start page are in the main bundle (the start page costs no extra
 * round trip); the others come in one chunk, otherPageBindings.ts, when another page is shown.
 * tests/unit/engine/registrySplit.test.ts fails when a manifest puts a later widget on a start page.
 */
export const registry: { [T in Node["type"]]: (props: { node: NodeOf<T> }) => React.ReactNode } = {
  WelcomeHeading: WelcomeHeadingBinding,
  TrialLink: TrialLinkBinding,
  TrialLogin: later("TrialLoginBinding"),
  VoucherLink: VoucherLinkBinding,
  StoreLink: StoreLinkBinding,
  BackLink: later("BackLinkBinding"),
  VoucherForm: later("VoucherFormBinding"),
  StatusTitle: later("StatusTitleBinding"),
  SessionFacts: later("SessionFactsBinding"),
  BrowseLink: later("BrowseLinkBinding"),
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
  PromoCard: later("PromoCardBinding"),
  FileLink: later("FileLinkBinding"),
  ResetSession: later("ResetSessionBinding"),
  LogoutButton: later("LogoutButtonBinding"),
  VoucherCodeBox: later("VoucherCodeBoxBinding"),
  WifiOptionsLink: later("WifiOptionsLinkBinding"),
  TrialStartedModal: later("TrialStartedModalBinding"),
  SiteRedirect: later("SiteRedirectBinding"),
  CruisePurchasedPackages: CruisePurchasedPackagesBinding,
  CruiseVoucherOption: CruiseVoucherOptionBinding,
  CruiseLogin: CruiseLoginBinding,
  CruisePackages: later("CruisePackagesBinding"),
  CruisePurchaseComplete: later("CruisePurchaseCompleteBinding"),
  StoreCheckout: later("StoreCheckoutBinding"),
  PurchasedVouchers: later("PurchasedVouchersBinding"),
};
