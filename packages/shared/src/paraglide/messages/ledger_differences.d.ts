/**
* | output |
* | --- |
* | "Differences from M-Pesa ({count})" |
*
* @param {Ledger_DifferencesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_differences: ((inputs: Ledger_DifferencesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ledger_DifferencesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ledger_DifferencesInputs = {
    count: NonNullable<unknown>;
};
