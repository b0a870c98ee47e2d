/**
* | output |
* | --- |
* | "Held by its deposit: the balance of {balance} is due by {due}." |
*
* @param {Deposit_HeldInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const deposit_held: ((inputs: Deposit_HeldInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Deposit_HeldInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Deposit_HeldInputs = {
    balance: NonNullable<unknown>;
    due: NonNullable<unknown>;
};
