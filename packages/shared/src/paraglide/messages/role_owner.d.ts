/**
* | output |
* | --- |
* | "Space owner" |
*
* @param {Role_OwnerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const role_owner: ((inputs?: Role_OwnerInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Role_OwnerInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Role_OwnerInputs = {};
