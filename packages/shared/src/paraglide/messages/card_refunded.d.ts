/**
* | output |
* | --- |
* | "Refunded {amount} by M-Pesa ({reference})." |
*
* @param {Card_RefundedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_refunded: ((inputs: Card_RefundedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_RefundedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_RefundedInputs = {
    amount: NonNullable<unknown>;
    reference: NonNullable<unknown>;
};
