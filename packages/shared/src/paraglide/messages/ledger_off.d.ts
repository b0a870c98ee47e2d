/**
* | output |
* | --- |
* | "The ledger is off by {amount}." |
*
* @param {Ledger_OffInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_off: ((inputs: Ledger_OffInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ledger_OffInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ledger_OffInputs = {
    amount: NonNullable<unknown>;
};
