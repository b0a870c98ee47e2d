/**
* | output |
* | --- |
* | "Received, paying nothing yet" |
*
* @param {Ledger_UnappliedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_unapplied: ((inputs?: Ledger_UnappliedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ledger_UnappliedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ledger_UnappliedInputs = {};
