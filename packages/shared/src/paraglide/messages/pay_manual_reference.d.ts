/**
* | output |
* | --- |
* | "Booking reference" |
*
* @param {Pay_Manual_ReferenceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_manual_reference: ((inputs?: Pay_Manual_ReferenceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Manual_ReferenceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Manual_ReferenceInputs = {};
