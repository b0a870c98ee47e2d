/**
* | output |
* | --- |
* | "Why (the guest and the host read it)" |
*
* @param {Refund_Part_ReasonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_part_reason: ((inputs?: Refund_Part_ReasonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Part_ReasonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Part_ReasonInputs = {};
