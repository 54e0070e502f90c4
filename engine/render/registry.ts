import type { Node } from "../../schemas/gen/manifest.gen.ts";
import { BackLinkBinding } from "./bindings/BackLinkBinding.tsx";
import { BrowseLinkBinding } from "./bindings/BrowseLinkBinding.tsx";
import { SessionFactsBinding } from "./bindings/SessionFactsBinding.tsx";
import { StatusTitleBinding } from "./bindings/StatusTitleBinding.tsx";
import { StoreLinkBinding } from "./bindings/StoreLinkBinding.tsx";
import { TrialLoginBinding } from "./bindings/TrialLoginBinding.tsx";
import { TrialLinkBinding } from "./bindings/TrialLinkBinding.tsx";
import { VoucherFormBinding } from "./bindings/VoucherFormBinding.tsx";
import { VoucherLinkBinding } from "./bindings/VoucherLinkBinding.tsx";
import { WelcomeHeadingBinding } from "./bindings/WelcomeHeadingBinding.tsx";

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
};
