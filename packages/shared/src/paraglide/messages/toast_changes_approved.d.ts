/**
* | output |
* | --- |
* | "Changes approved. They are live now." |
*
* @param {Toast_Changes_ApprovedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_changes_approved: ((inputs?: Toast_Changes_ApprovedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Changes_ApprovedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Changes_ApprovedInputs = {};
