/**
* | output |
* | --- |
* | "At most {amount} of this booking can still be refunded." |
*
* @param {Refund_Part_Too_MuchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_part_too_much: ((inputs: Refund_Part_Too_MuchInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Part_Too_MuchInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Part_Too_MuchInputs = {
    amount: NonNullable<unknown>;
};
