/**
* | output |
* | --- |
* | "Only a paid booking that stands, paid through Nafasi, can have part of it refunded." |
*
* @param {Refund_Part_Not_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_part_not_paid: ((inputs?: Refund_Part_Not_PaidInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Part_Not_PaidInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Part_Not_PaidInputs = {};
