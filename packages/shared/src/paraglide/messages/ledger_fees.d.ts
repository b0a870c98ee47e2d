/**
* | output |
* | --- |
* | "Nafasi's fees" |
*
* @param {Ledger_FeesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_fees: ((inputs?: Ledger_FeesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ledger_FeesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ledger_FeesInputs = {};
