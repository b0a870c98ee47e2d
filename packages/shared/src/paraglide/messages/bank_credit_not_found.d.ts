/**
* | output |
* | --- |
* | "Bank credit not found." |
*
* @param {Bank_Credit_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_credit_not_found: ((inputs?: Bank_Credit_Not_FoundInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Credit_Not_FoundInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Credit_Not_FoundInputs = {};
