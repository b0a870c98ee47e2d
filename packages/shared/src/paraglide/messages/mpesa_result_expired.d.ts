/**
* | output |
* | --- |
* | "The payment request expired before it was answered. Send a new one." |
*
* @param {Mpesa_Result_ExpiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_result_expired: ((inputs?: Mpesa_Result_ExpiredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mpesa_Result_ExpiredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mpesa_Result_ExpiredInputs = {};
