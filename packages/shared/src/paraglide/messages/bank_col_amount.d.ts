/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Bank_Col_AmountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_col_amount: ((inputs?: Bank_Col_AmountInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Col_AmountInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Col_AmountInputs = {};
