// the cruise API as the flows call it, and what it answers
export const CRUISE_API = {
  validate: "POST /api/v1/store/celestyal/pms/validate",
  validatePoll: "GET /api/v1/store/celestyal/pms/validate/poll/:relayId",
  packages: "GET /api/v1/store/celestyal/pms/packages/:relayId",
  charge: "POST /api/v1/store/celestyal/pms/charge",
  chargePoll: "GET /api/v1/store/celestyal/pms/charge/poll/:relayId",
};

export const RELAY = "6f1c2d3e-0000-4000-8000-00000000abcd";

export const WIRE_PACKAGES = [
  {
    celestyalPackage: "WIFI-24H",
    title: "Wi-Fi 24 hours",
    description: ["Unlimited data", "1 device"],
    isPrePurchased: true,
    amount: 0,
    currency: "EUR",
    duration: 24,
    durationUnit: "hours",
  },
  {
    celestyalPackage: "WIFI-1H",
    title: "Wi-Fi 1 hour",
    description: ["Unlimited data"],
    isPrePurchased: false,
    amount: 490,
    currency: "EUR",
    duration: 1,
    durationUnit: "hours",
  },
];
