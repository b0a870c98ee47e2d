/**
* | output |
* | --- |
* | "Part refunded by Nafasi: {note}" |
*
* @param {Refund_Reason_PartInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_reason_part: ((inputs: Refund_Reason_PartInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Reason_PartInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Reason_PartInputs = {
    note: NonNullable<unknown>;
};
