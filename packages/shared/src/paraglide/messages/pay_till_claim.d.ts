/**
* | output |
* | --- |
* | "A till payment carries no booking reference, so it cannot find your booking by itself: enter the M-Pesa code from your confirmation SMS on your bookings page..." |
*
* @param {Pay_Till_ClaimInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_till_claim: ((inputs: Pay_Till_ClaimInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Till_ClaimInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Till_ClaimInputs = {
    amount: NonNullable<unknown>;
    days: NonNullable<unknown>;
};
