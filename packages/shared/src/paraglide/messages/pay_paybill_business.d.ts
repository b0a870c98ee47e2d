/**
* | output |
* | --- |
* | "Business number: {number}." |
*
* @param {Pay_Paybill_BusinessInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_paybill_business: ((inputs: Pay_Paybill_BusinessInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Paybill_BusinessInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Paybill_BusinessInputs = {
    number: NonNullable<unknown>;
};
