/**
* | output |
* | --- |
* | "What happened" |
*
* @param {Admin_What_HappenedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_what_happened: ((inputs?: Admin_What_HappenedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_What_HappenedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_What_HappenedInputs = {};
