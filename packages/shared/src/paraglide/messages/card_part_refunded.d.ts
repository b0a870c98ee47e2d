/**
* | output |
* | --- |
* | "{amount} refunded" |
*
* @param {Card_Part_RefundedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_part_refunded: ((inputs: Card_Part_RefundedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_Part_RefundedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_Part_RefundedInputs = {
    amount: NonNullable<unknown>;
};
