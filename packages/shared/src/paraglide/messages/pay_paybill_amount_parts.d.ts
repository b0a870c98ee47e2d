/**
* | output |
* | --- |
* | "Amount: up to {limit} a payment, as many as it takes to pay {amount}: each one counts toward this booking." |
*
* @param {Pay_Paybill_Amount_PartsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_paybill_amount_parts: ((inputs: Pay_Paybill_Amount_PartsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Paybill_Amount_PartsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Paybill_Amount_PartsInputs = {
    limit: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
