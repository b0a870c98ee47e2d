/**
* | output |
* | --- |
* | "On your phone, open M-Pesa, choose Lipa na M-Pesa, then Buy Goods and Services." |
*
* @param {Pay_Till_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_till_open: ((inputs?: Pay_Till_OpenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Till_OpenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Till_OpenInputs = {};
