/**
* | output |
* | --- |
* | "Whose account the booking goes on" |
*
* @param {Bill_To_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bill_to_label: ((inputs?: Bill_To_LabelInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bill_To_LabelInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bill_To_LabelInputs = {};
