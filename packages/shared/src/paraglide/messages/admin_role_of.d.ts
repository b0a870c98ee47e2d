/**
* | output |
* | --- |
* | "Role of {email}" |
*
* @param {Admin_Role_OfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_role_of: ((inputs: Admin_Role_OfInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Role_OfInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Role_OfInputs = {
    email: NonNullable<unknown>;
};
