/**
* | output |
* | --- |
* | "Every M-Pesa transaction is in the ledger with the amount Daraja reported." |
*
* @param {Ledger_No_DifferencesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_no_differences: ((inputs?: Ledger_No_DifferencesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ledger_No_DifferencesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ledger_No_DifferencesInputs = {};
