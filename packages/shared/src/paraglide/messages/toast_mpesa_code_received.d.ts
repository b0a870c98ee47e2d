/**
* | output |
* | --- |
* | "M-Pesa code received. We’ll confirm your booking once the payment is checked." |
*
* @param {Toast_Mpesa_Code_ReceivedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_mpesa_code_received: ((inputs?: Toast_Mpesa_Code_ReceivedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Mpesa_Code_ReceivedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Mpesa_Code_ReceivedInputs = {};
