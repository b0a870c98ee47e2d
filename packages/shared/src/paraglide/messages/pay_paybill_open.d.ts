/**
* | output |
* | --- |
* | "On your phone, open M-Pesa, choose Lipa na M-Pesa, then Pay Bill." |
*
* @param {Pay_Paybill_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_paybill_open: ((inputs?: Pay_Paybill_OpenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Paybill_OpenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Paybill_OpenInputs = {};
