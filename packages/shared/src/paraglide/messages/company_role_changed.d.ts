/**
* | output |
* | --- |
* | "The role is changed." |
*
* @param {Company_Role_ChangedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_role_changed: ((inputs?: Company_Role_ChangedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Role_ChangedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Role_ChangedInputs = {};
