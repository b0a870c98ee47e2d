/**
* | output |
* | --- |
* | "You cannot change your own role." |
*
* @param {Listing_Own_RoleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_own_role: ((inputs?: Listing_Own_RoleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listing_Own_RoleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listing_Own_RoleInputs = {};
