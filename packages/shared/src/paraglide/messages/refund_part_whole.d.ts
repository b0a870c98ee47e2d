/**
* | output |
* | --- |
* | "The amount must be in whole shillings: M-Pesa sends no cents." |
*
* @param {Refund_Part_WholeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_part_whole: ((inputs?: Refund_Part_WholeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Part_WholeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Part_WholeInputs = {};
