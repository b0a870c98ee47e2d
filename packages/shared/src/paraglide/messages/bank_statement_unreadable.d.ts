/**
* | output |
* | --- |
* | "This is not a bank statement we can read ({why}). Load the camt.053 (XML) or MT940 file your bank sends." |
*
* @param {Bank_Statement_UnreadableInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_statement_unreadable: ((inputs: Bank_Statement_UnreadableInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Statement_UnreadableInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Statement_UnreadableInputs = {
    why: NonNullable<unknown>;
};
