/**
* | output |
* | --- |
* | "All systems operational" |
*
* @param {Status_All_OkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_all_ok: ((inputs?: Status_All_OkInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_All_OkInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_All_OkInputs = {};
