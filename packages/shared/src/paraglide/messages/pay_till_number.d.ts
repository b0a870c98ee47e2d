/**
* | output |
* | --- |
* | "Till number: {number}." |
*
* @param {Pay_Till_NumberInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_till_number: ((inputs: Pay_Till_NumberInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Till_NumberInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Till_NumberInputs = {
    number: NonNullable<unknown>;
};
