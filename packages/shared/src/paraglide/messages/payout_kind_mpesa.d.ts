/**
* | output |
* | --- |
* | "M-Pesa number" |
*
* @param {Payout_Kind_MpesaInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_kind_mpesa: ((inputs?: Payout_Kind_MpesaInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Kind_MpesaInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Kind_MpesaInputs = {};
