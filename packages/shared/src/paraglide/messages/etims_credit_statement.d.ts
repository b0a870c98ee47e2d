/**
* | output |
* | --- |
* | "Credit note is approved only for the original sales receipt." |
*
* @param {Etims_Credit_StatementInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const etims_credit_statement: ((inputs?: Etims_Credit_StatementInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Etims_Credit_StatementInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Etims_Credit_StatementInputs = {};
