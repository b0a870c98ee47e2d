/**
* | output |
* | --- |
* | "Balance" |
*
* @param {Ledger_BalanceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ledger_balance: ((inputs?: Ledger_BalanceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ledger_BalanceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ledger_BalanceInputs = {};
