/**
* | output |
* | --- |
* | "Owed back to guests" |
*
* @param {Ledger_RefundsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_refunds: ((inputs?: Ledger_RefundsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ledger_RefundsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ledger_RefundsInputs = {};
