/**
* | output |
* | --- |
* | "Till number" |
*
* @param {Payout_Till_NumberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_till_number: ((inputs?: Payout_Till_NumberInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Till_NumberInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Till_NumberInputs = {};
