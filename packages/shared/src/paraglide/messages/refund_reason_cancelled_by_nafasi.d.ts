/**
* | output |
* | --- |
* | "Cancelled by Nafasi" |
*
* @param {Refund_Reason_Cancelled_By_NafasiInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const refund_reason_cancelled_by_nafasi: ((inputs?: Refund_Reason_Cancelled_By_NafasiInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Reason_Cancelled_By_NafasiInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Reason_Cancelled_By_NafasiInputs = {};
