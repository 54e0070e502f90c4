// spec section 5: the terms "must be accepted before trial, voucher activation or checkout". Every
// activation's use case (a voucher, a trial or free access, a cruise charge, a checkout) refuses
// without them, whatever face or form step the request came through (issue 33, finding 6). The
// API's word for it is termsAccepted: true, sent by the portal after its terms step (400 without)
export const TERMS_REFUSED = "the terms must be accepted first: send termsAccepted: true";
