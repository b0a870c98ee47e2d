/**
* | output |
* | --- |
* | "M-Pesa Buy Goods till {number}, then enter the M-Pesa code from your SMS on your bookings page." |
*
* @param {Pay_Till_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_till_line: ((inputs: Pay_Till_LineInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Till_LineInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Till_LineInputs = {
    number: NonNullable<unknown>;
};
