/**
* | output |
* | --- |
* | "Paybill" |
*
* @param {Payout_Kind_PaybillInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_kind_paybill: ((inputs?: Payout_Kind_PaybillInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Kind_PaybillInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Kind_PaybillInputs = {};
