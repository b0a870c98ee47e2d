/**
* | output |
* | --- |
* | "Full name is required" |
*
* @param {Auth_Full_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_full_name_required: ((inputs?: Auth_Full_Name_RequiredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Full_Name_RequiredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Full_Name_RequiredInputs = {};
