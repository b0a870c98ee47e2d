/**
* | output |
* | --- |
* | "Reversal of M-Pesa {code} to its payer" |
*
* @param {Payout_To_ReversalInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_to_reversal: ((inputs: Payout_To_ReversalInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_To_ReversalInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_To_ReversalInputs = {
    code: NonNullable<unknown>;
};
