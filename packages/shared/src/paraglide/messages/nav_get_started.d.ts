/**
* | output |
* | --- |
* | "Get Started" |
*
* @param {Nav_Get_StartedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const nav_get_started: ((inputs?: Nav_Get_StartedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Get_StartedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Get_StartedInputs = {};
