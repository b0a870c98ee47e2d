/**
* | output |
* | --- |
* | "M-Pesa reported {reported}; the ledger has {ledger}." |
*
* @param {Ledger_DifferenceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_difference: ((inputs: Ledger_DifferenceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ledger_DifferenceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ledger_DifferenceInputs = {
    reported: NonNullable<unknown>;
    ledger: NonNullable<unknown>;
};
