/**
* | output |
* | --- |
* | "Withholding owed to KRA" |
*
* @param {Ledger_WithholdingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_withholding: ((inputs?: Ledger_WithholdingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ledger_WithholdingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ledger_WithholdingInputs = {};
