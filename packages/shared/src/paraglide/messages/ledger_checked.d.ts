/**
* | output |
* | --- |
* | "Checked {at}" |
*
* @param {Ledger_CheckedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_checked: ((inputs: Ledger_CheckedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ledger_CheckedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ledger_CheckedInputs = {
    at: NonNullable<unknown>;
};
