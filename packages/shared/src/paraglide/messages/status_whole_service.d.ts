/**
* | output |
* | --- |
* | "Nafasi" |
*
* @param {Status_Whole_ServiceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_whole_service: ((inputs?: Status_Whole_ServiceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_Whole_ServiceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_Whole_ServiceInputs = {};
