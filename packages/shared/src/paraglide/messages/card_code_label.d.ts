/**
* | output |
* | --- |
* | "M-Pesa transaction code" |
*
* @param {Card_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_code_label: ((inputs?: Card_Code_LabelInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_Code_LabelInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_Code_LabelInputs = {};
