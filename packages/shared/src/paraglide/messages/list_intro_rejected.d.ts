/**
* | output |
* | --- |
* | "Saving your changes sends the space back for approval." |
*
* @param {List_Intro_RejectedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_intro_rejected: ((inputs?: List_Intro_RejectedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_Intro_RejectedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type List_Intro_RejectedInputs = {};
