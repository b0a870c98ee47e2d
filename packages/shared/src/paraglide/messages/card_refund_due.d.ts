/**
* | output |
* | --- |
* | "Refund of {amount} on its way to your M-Pesa." |
*
* @param {Card_Refund_DueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_refund_due: ((inputs: Card_Refund_DueInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_Refund_DueInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_Refund_DueInputs = {
    amount: NonNullable<unknown>;
};
