/**
* | output |
* | --- |
* | "Business number" |
*
* @param {Payout_Business_NumberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_business_number: ((inputs?: Payout_Business_NumberInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Business_NumberInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Business_NumberInputs = {};
