/**
* | output |
* | --- |
* | "M-Pesa could not complete the payment. Please try again." |
*
* @param {Mpesa_Result_UnknownInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_result_unknown: ((inputs?: Mpesa_Result_UnknownInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mpesa_Result_UnknownInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mpesa_Result_UnknownInputs = {};
