/**
* | output |
* | --- |
* | "You cancelled the payment on your phone. You can try again." |
*
* @param {Mpesa_Result_CancelledInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_result_cancelled: ((inputs?: Mpesa_Result_CancelledInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mpesa_Result_CancelledInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mpesa_Result_CancelledInputs = {};
