/**
* | output |
* | --- |
* | "Without a photo the space shows the default picture." |
*
* @param {Admin_Space_No_PhotoInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_space_no_photo: ((inputs?: Admin_Space_No_PhotoInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Space_No_PhotoInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Space_No_PhotoInputs = {};
