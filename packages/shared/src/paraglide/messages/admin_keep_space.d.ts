/**
* | output |
* | --- |
* | "Keep space" |
*
* @param {Admin_Keep_SpaceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_keep_space: ((inputs?: Admin_Keep_SpaceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Keep_SpaceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Keep_SpaceInputs = {};
