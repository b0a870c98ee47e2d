/**
* | output |
* | --- |
* | "M-Pesa is not answering right now. Please try again in a minute." |
*
* @param {Mpesa_UnavailableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_unavailable: ((inputs?: Mpesa_UnavailableInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mpesa_UnavailableInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mpesa_UnavailableInputs = {};
