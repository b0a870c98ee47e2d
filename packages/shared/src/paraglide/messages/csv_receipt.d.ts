/**
* | output |
* | --- |
* | "M-Pesa receipt" |
*
* @param {Csv_ReceiptInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const csv_receipt: ((inputs?: Csv_ReceiptInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_ReceiptInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Csv_ReceiptInputs = {};
