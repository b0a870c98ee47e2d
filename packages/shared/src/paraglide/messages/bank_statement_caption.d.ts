/**
* | output |
* | --- |
* | "{file}: account {account}, loaded {at}" |
*
* @param {Bank_Statement_CaptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_statement_caption: ((inputs: Bank_Statement_CaptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Statement_CaptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Statement_CaptionInputs = {
    file: NonNullable<unknown>;
    account: NonNullable<unknown>;
    at: NonNullable<unknown>;
};
