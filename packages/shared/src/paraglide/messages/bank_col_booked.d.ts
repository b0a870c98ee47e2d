/**
* | output |
* | --- |
* | "Booked" |
*
* @param {Bank_Col_BookedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_col_booked: ((inputs?: Bank_Col_BookedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Col_BookedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Col_BookedInputs = {};
