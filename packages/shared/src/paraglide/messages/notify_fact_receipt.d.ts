/**
* | output |
* | --- |
* | "M-Pesa receipt" |
*
* @param {Notify_Fact_ReceiptInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_fact_receipt: ((inputs?: Notify_Fact_ReceiptInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Fact_ReceiptInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Fact_ReceiptInputs = {};
