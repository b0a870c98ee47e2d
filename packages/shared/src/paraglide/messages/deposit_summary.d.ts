/**
* | output |
* | --- |
* | "Deposit now: {deposit}. Balance {balance} by {due}." |
*
* @param {Deposit_SummaryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const deposit_summary: ((inputs: Deposit_SummaryInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deposit_SummaryInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deposit_SummaryInputs = {
    deposit: NonNullable<unknown>;
    balance: NonNullable<unknown>;
    due: NonNullable<unknown>;
};
