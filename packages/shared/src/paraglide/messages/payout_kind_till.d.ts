/**
* | output |
* | --- |
* | "Buy Goods till" |
*
* @param {Payout_Kind_TillInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_kind_till: ((inputs?: Payout_Kind_TillInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Kind_TillInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Kind_TillInputs = {};
