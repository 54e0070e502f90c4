import type { Node } from "../../schemas/gen/manifest.gen.ts";
import { BackLinkBinding } from "./bindings/BackLinkBinding.tsx";
import { BrowseLinkBinding } from "./bindings/BrowseLinkBinding.tsx";
import { CruiseLoginBinding } from "./bindings/CruiseLoginBinding.tsx";
import { CruisePackagesBinding } from "./bindings/CruisePackagesBinding.tsx";
import { CruisePurchaseCompleteBinding } from "./bindings/CruisePurchaseCompleteBinding.tsx";
import { CruisePurchasedPackagesBinding } from "./bindings/CruisePurchasedPackagesBinding.tsx";
import { CruiseVoucherOptionBinding } from "./bindings/CruiseVoucherOptionBinding.tsx";
import { SessionFactsBinding } from "./bindings/SessionFactsBinding.tsx";
import { StatusTitleBinding } from "./bindings/StatusTitleBinding.tsx";
import { StoreLinkBinding } from "./bindings/StoreLinkBinding.tsx";
import { TrialLoginBinding } from "./bindings/TrialLoginBinding.tsx";
import { TrialLinkBinding } from "./bindings/TrialLinkBinding.tsx";
import { VoucherFormBinding } from "./bindings/VoucherFormBinding.tsx";
import { VoucherLinkBinding } from "./bindings/VoucherLinkBinding.tsx";
import { WelcomeHeadingBinding } from "./bindings/WelcomeHeadingBinding.tsx";
import { AgreeButtonBinding } from "./bindings/AgreeButtonBinding.tsx";
import { ConnectButtonBinding } from "./bindings/ConnectButtonBinding.tsx";
import { CrewLinkBinding } from "./bindings/CrewLinkBinding.tsx";
import { DevLinkBinding } from "./bindings/DevLinkBinding.tsx";
import { FileLinkBinding } from "./bindings/FileLinkBinding.tsx";
import { FreeCardBinding } from "./bindings/FreeCardBinding.tsx";
import { InfoNoteBinding } from "./bindings/InfoNoteBinding.tsx";
import { LogoutButtonBinding } from "./bindings/LogoutButtonBinding.tsx";
import { PremiumCardBinding } from "./bindings/PremiumCardBinding.tsx";
import { PromoCardBinding } from "./bindings/PromoCardBinding.tsx";
import { ResetSessionBinding } from "./bindings/ResetSessionBinding.tsx";
import { ShipIntroBinding } from "./bindings/ShipIntroBinding.tsx";
import { SimpleTrialBinding } from "./bindings/SimpleTrialBinding.tsx";
import { SiteRedirectBinding } from "./bindings/SiteRedirectBinding.tsx";
import { SupportMailBinding } from "./bindings/SupportMailBinding.tsx";
import { TrialCardBinding } from "./bindings/TrialCardBinding.tsx";
import { TrialStartedModalBinding } from "./bindings/TrialStartedModalBinding.tsx";
import { VoucherCodeBoxBinding } from "./bindings/VoucherCodeBoxBinding.tsx";
import { VoucherFieldBinding } from "./bindings/VoucherFieldBinding.tsx";
import { WifiOptionsLinkBinding } from "./bindings/WifiOptionsLinkBinding.tsx";
import { ZoneTextBinding } from "./bindings/ZoneTextBinding.tsx";
import { PurchasedVouchersBinding } from "./bindings/PurchasedVouchersBinding.tsx";
import { StoreCheckoutBinding } from "./bindings/StoreCheckoutBinding.tsx";

type NodeOf<T extends Node["type"]> = Extract<Node, { type: T }>;

/** Widget type → binding. The one place a manifest node meets its widget and flow hooks. */
export const registry: { [T in Node["type"]]: (props: { node: NodeOf<T> }) => React.ReactNode } = {
  WelcomeHeading: WelcomeHeadingBinding,
  TrialLink: TrialLinkBinding,
  TrialLogin: TrialLoginBinding,
  VoucherLink: VoucherLinkBinding,
  StoreLink: StoreLinkBinding,
  BackLink: BackLinkBinding,
  VoucherForm: VoucherFormBinding,
  StatusTitle: StatusTitleBinding,
  SessionFacts: SessionFactsBinding,
  BrowseLink: BrowseLinkBinding,
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
  PromoCard: PromoCardBinding,
  FileLink: FileLinkBinding,
  ResetSession: ResetSessionBinding,
  LogoutButton: LogoutButtonBinding,
  VoucherCodeBox: VoucherCodeBoxBinding,
  WifiOptionsLink: WifiOptionsLinkBinding,
  TrialStartedModal: TrialStartedModalBinding,
  SiteRedirect: SiteRedirectBinding,
  CruisePurchasedPackages: CruisePurchasedPackagesBinding,
  CruiseVoucherOption: CruiseVoucherOptionBinding,
  CruiseLogin: CruiseLoginBinding,
  CruisePackages: CruisePackagesBinding,
  CruisePurchaseComplete: CruisePurchaseCompleteBinding,
  StoreCheckout: StoreCheckoutBinding,
  PurchasedVouchers: PurchasedVouchersBinding,
};
