/**
* | output |
* | --- |
* | "Reading the ledger…" |
*
* @param {Ledger_ReadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_reading: ((inputs?: Ledger_ReadingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ledger_ReadingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ledger_ReadingInputs = {};
