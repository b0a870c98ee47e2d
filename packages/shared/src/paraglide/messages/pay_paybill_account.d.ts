/**
* | output |
* | --- |
* | "Account number: {reference} (your booking reference)." |
*
* @param {Pay_Paybill_AccountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_paybill_account: ((inputs: Pay_Paybill_AccountInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Paybill_AccountInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Paybill_AccountInputs = {
    reference: NonNullable<unknown>;
};
