/**
* | output |
* | --- |
* | "Unmute" |
*
* @param {Call_UnmuteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const call_unmute: ((inputs?: Call_UnmuteInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_UnmuteInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Call_UnmuteInputs = {};
