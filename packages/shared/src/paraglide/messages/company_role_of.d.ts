/**
* | output |
* | --- |
* | "{name}'s role" |
*
* @param {Company_Role_OfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_role_of: ((inputs: Company_Role_OfInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Role_OfInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Role_OfInputs = {
    name: NonNullable<unknown>;
};
