// what the fairness bench attacks and what its passengers use: the demo fleet's premium zone (its
// vouchers and trial), a card store and the cruise ship with a booking (server/demo/demo-data.json)
export const ZONE = "gn-premium-demo";
export const STORE_ZONE = "jw-swift-demo";
export const CRUISE_ZONE = "md-stella-demo";
export const PMS = "/api/v1/store/celestyal/pms";
// a buyer who accepted the terms (a checkout needs them: the items alone are refused)
export const BUYER = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  termsAccepted: true,
};
export const BOOKING = {
  lastname: "Lindqvist",
  personalKey: "MRD-4711",
  email: "anna.lindqvist@example.org",
  dateOfBirth: "1984-03-12",
};
