/**
* | output |
* | --- |
* | "Credit/Debit Card" |
*
* @param {Pay_Method_CardInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_method_card: ((inputs?: Pay_Method_CardInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Method_CardInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Method_CardInputs = {};
