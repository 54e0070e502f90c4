import type { DeviceSetup } from "./putDevice.ts";

export type OpenKeyword = "trial" | "trial-premium" | "free";
export type Access = "voucher" | OpenKeyword;

/**
 * A device's state as the spec sees it (sections 3 and 4): its session's flags, used-up, reset
 * availability and method, logout method, which access it holds, whether the open accesses are
 * still available to it, the controller's last return, and whether it is online. `setup` is how
 * the reference server produces it (test mode), `entry` what the gateway's URL adds.
 */
export interface DeviceState {
  id: string;
  label: string;
  session: {
    access: Access;
    backendAuthed: boolean;
    accessControllerAuthed: boolean;
    usedUp: boolean;
    resetAvailable: boolean;
    resetMethod: "MANUAL" | "ACCESS_CONTROLLER_AUTOMATIC" | null;
    logoutMethod: boolean;
  } | null;
  /** the open accesses this device has used (granted within their block window) */
  openUsed: OpenKeyword[];
  /** the controller's return: retryCount on the entry URL */
  retryCount: number;
  /** this browser keeps earlier purchases: a bought voucher's order and a cruise package's code */
  purchasesKept?: boolean;
  setup: DeviceSetup | null;
  entry: string;
}

/** What the spec says the passenger must be told in a state. */
export interface Truth {
  /** both flags authed and not used up (section 3) */
  connected: boolean;
  /** connected (green) or used up (amber), the two the spec names (section 2); else none */
  statusBar: "connected" | "expired" | null;
  /** the status page offers 'Reset session' */
  resetOffered: boolean;
  /** granted by the backend, not yet let online by the controller: the way on is the controller */
  pending: boolean;
  /** the walled garden lets it through: /internetcheck-redirect goes to the status page */
  online: boolean;
  /** an automatic reset runs on arrival and the device ends connected */
  autoReset: boolean;
  /** the controller gave up: 'Something went wrong, please try again' */
  failedReturn: boolean;
  /** where the entry (/) lands: the start page's session redirect (section 4) */
  lands: "start" | "status";
}

export function truthOf(state: DeviceState): Truth {
  const s = state.session;
  const autoReset = s?.resetAvailable === true && s.resetMethod === "ACCESS_CONTROLLER_AUTOMATIC";
  const connected = autoReset || (s?.backendAuthed === true && s.accessControllerAuthed && !s.usedUp);
  const statusBar = !s
    ? null
    : autoReset
      ? "connected"
      : s.usedUp
        ? "expired"
        : connected
          ? "connected"
          : null;
  return {
    connected,
    statusBar,
    resetOffered: s?.resetAvailable === true && !autoReset,
    pending: s?.backendAuthed === true && !s.accessControllerAuthed && !s.usedUp,
    online: connected,
    autoReset,
    failedReturn: state.retryCount >= 3,
    // a used-up session with no next reset stays on the start page; any other session goes to status
    lands: !s || (s.usedUp && s.resetMethod === null && !autoReset) ? "start" : "status",
  };
}

const session = (access: Access, over: Partial<NonNullable<DeviceState["session"]>> = {}) => ({
  access,
  backendAuthed: true,
  accessControllerAuthed: true,
  usedUp: false,
  resetAvailable: false,
  resetMethod: null,
  logoutMethod: access === "voucher",
  ...over,
});

const voucherStates: DeviceState[] = [
  {
    id: "new",
    label: "new device, no session",
    session: null,
    openUsed: [],
    retryCount: 0,
    setup: null,
    entry: "",
  },
  {
    id: "return-failed",
    label: "no session, the controller's return failed 3 times",
    session: null,
    openUsed: [],
    retryCount: 3,
    setup: null,
    entry: "&retryCount=3",
  },
  {
    id: "purchases-kept",
    label: "no session, earlier purchases kept in this browser",
    session: null,
    openUsed: [],
    retryCount: 0,
    purchasesKept: true,
    setup: null,
    entry: "",
  },
  {
    id: "voucher-connected",
    label: "voucher, connected",
    session: session("voucher"),
    openUsed: [],
    retryCount: 0,
    setup: { access: "voucher", accessControllerAuthed: true },
    entry: "",
  },
  {
    id: "voucher-pending",
    label: "voucher activated, controller not yet",
    session: session("voucher", { accessControllerAuthed: false }),
    openUsed: [],
    retryCount: 0,
    setup: { access: "voucher", accessControllerAuthed: false },
    entry: "",
  },
  {
    id: "voucher-logged-out",
    label: "voucher, logged out",
    session: session("voucher", { backendAuthed: false, accessControllerAuthed: false, logoutMethod: false }),
    openUsed: [],
    retryCount: 0,
    setup: { access: "voucher", backendAuthed: false },
    entry: "",
  },
  {
    id: "voucher-expired",
    label: "voucher, time ran out",
    session: session("voucher", { usedUp: true }),
    openUsed: [],
    retryCount: 0,
    setup: { access: "voucher", startedMinutesAgo: 120, durationMinutes: 60, accessControllerAuthed: true },
    entry: "",
  },
  {
    id: "voucher-data-used",
    label: "voucher, data used up",
    session: session("voucher", { usedUp: true }),
    openUsed: [],
    retryCount: 0,
    setup: { access: "voucher", byteLimit: 1_000_000, bytesUsed: 1_000_000, accessControllerAuthed: true },
    entry: "",
  },
];

// an open access in 30-minute periods, the current one over
const periods = (k: OpenKeyword, method: "MANUAL" | "ACCESS_CONTROLLER_AUTOMATIC"): DeviceSetup => ({
  access: k,
  startedMinutesAgo: 45,
  accessControllerAuthed: true,
  reset: { method, periodMinutes: 30 },
});

// just past each access's own length (free: 24 h; trial-premium: 15 min, today; trial: 30 min)
const ENDED_MINUTES_AGO: Record<OpenKeyword, number> = { free: 1500, "trial-premium": 16, trial: 60 };

function openStates(k: OpenKeyword): DeviceState[] {
  // the free access resets by itself after its 24 h; the trials end for good
  const ended: DeviceSetup = { access: k, startedMinutesAgo: ENDED_MINUTES_AGO[k] };
  const base = { openUsed: [k], retryCount: 0, entry: "" };
  return [
    {
      ...base,
      id: `${k}-connected`,
      label: `${k}, connected`,
      session: session(k),
      setup: { access: k, accessControllerAuthed: true },
    },
    {
      // the activation went through, the controller's step was lost (its redirect, a closed lid)
      ...base,
      id: `${k}-pending`,
      label: `${k} activated, controller not yet`,
      session: session(k, { accessControllerAuthed: false }),
      setup: { access: k, accessControllerAuthed: false },
    },
    {
      ...base,
      id: `${k}-ended`,
      label: k === "free" ? "free, its 24 h over (resets)" : `${k}, used (no reset)`,
      session: session(k, {
        usedUp: true,
        accessControllerAuthed: false,
        resetAvailable: k === "free",
        resetMethod: k === "free" ? "MANUAL" : null,
      }),
      setup: ended,
    },
    {
      ...base,
      id: `${k}-reset-manual`,
      label: `${k} in periods, used up, manual reset`,
      session: session(k, { usedUp: true, resetAvailable: true, resetMethod: "MANUAL" }),
      setup: periods(k, "MANUAL"),
    },
    {
      ...base,
      id: `${k}-reset-automatic`,
      label: `${k} in periods, used up, automatic reset`,
      session: session(k, { usedUp: true, resetAvailable: true, resetMethod: "ACCESS_CONTROLLER_AUTOMATIC" }),
      setup: periods(k, "ACCESS_CONTROLLER_AUTOMATIC"),
    },
  ];
}

/** Every state a device can be in on a zone with these open accesses. */
export function statesFor(opens: OpenKeyword[]): DeviceState[] {
  return [...voucherStates, ...opens.flatMap(openStates)];
}
