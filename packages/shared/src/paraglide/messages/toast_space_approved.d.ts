/**
* | output |
* | --- |
* | "Space approved. It is live now." |
*
* @param {Toast_Space_ApprovedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_space_approved: ((inputs?: Toast_Space_ApprovedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Space_ApprovedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Space_ApprovedInputs = {};
