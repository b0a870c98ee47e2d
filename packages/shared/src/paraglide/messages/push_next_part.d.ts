/**
* | output |
* | --- |
* | "Pay the next part" |
*
* @param {Push_Next_PartInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_next_part: ((inputs?: Push_Next_PartInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Push_Next_PartInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Push_Next_PartInputs = {};
