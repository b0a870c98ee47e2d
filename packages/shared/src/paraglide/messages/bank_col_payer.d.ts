/**
* | output |
* | --- |
* | "Payer" |
*
* @param {Bank_Col_PayerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_col_payer: ((inputs?: Bank_Col_PayerInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Col_PayerInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Col_PayerInputs = {};
