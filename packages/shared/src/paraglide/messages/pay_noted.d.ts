/**
* | output |
* | --- |
* | "Payment instructions noted. Please complete payment and send confirmation to WhatsApp." |
*
* @param {Pay_NotedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_noted: ((inputs?: Pay_NotedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_NotedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_NotedInputs = {};
