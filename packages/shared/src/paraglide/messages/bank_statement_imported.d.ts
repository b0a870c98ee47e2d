/**
* | output |
* | --- |
* | "This statement was loaded on {at}: nothing in it is new." |
*
* @param {Bank_Statement_ImportedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_statement_imported: ((inputs: Bank_Statement_ImportedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Statement_ImportedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Statement_ImportedInputs = {
    at: NonNullable<unknown>;
};
