/**
* | output |
* | --- |
* | "{amount} of {reference} is owed back to the guest." |
*
* @param {Toast_Part_RefundedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_part_refunded: ((inputs: Toast_Part_RefundedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Part_RefundedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Part_RefundedInputs = {
    amount: NonNullable<unknown>;
    reference: NonNullable<unknown>;
};
