/**
* | output |
* | --- |
* | "A reversal by the bank: check the credit it takes back." |
*
* @param {Bank_Line_ReversalInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_line_reversal: ((inputs?: Bank_Line_ReversalInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Line_ReversalInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Line_ReversalInputs = {};
