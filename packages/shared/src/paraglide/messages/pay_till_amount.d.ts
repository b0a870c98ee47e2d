/**
* | output |
* | --- |
* | "Amount: {amount}, exactly." |
*
* @param {Pay_Till_AmountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_till_amount: ((inputs: Pay_Till_AmountInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Till_AmountInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Till_AmountInputs = {
    amount: NonNullable<unknown>;
};
