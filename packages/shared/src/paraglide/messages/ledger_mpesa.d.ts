/**
* | output |
* | --- |
* | "Held in M-Pesa" |
*
* @param {Ledger_MpesaInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_mpesa: ((inputs?: Ledger_MpesaInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ledger_MpesaInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ledger_MpesaInputs = {};
