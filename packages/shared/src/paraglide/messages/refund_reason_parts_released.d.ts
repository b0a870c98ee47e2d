/**
* | output |
* | --- |
* | "The booking was released before it was paid in full: this part goes back" |
*
* @param {Refund_Reason_Parts_ReleasedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_reason_parts_released: ((inputs?: Refund_Reason_Parts_ReleasedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Reason_Parts_ReleasedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Reason_Parts_ReleasedInputs = {};
