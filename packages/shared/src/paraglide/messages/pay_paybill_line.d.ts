/**
* | output |
* | --- |
* | "M-Pesa Pay Bill: business number {number}, account number {reference}." |
*
* @param {Pay_Paybill_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_paybill_line: ((inputs: Pay_Paybill_LineInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Paybill_LineInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Paybill_LineInputs = {
    number: NonNullable<unknown>;
    reference: NonNullable<unknown>;
};
