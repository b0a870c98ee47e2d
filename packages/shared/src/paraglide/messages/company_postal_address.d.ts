/**
* | output |
* | --- |
* | "Postal address" |
*
* @param {Company_Postal_AddressInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_postal_address: ((inputs?: Company_Postal_AddressInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Postal_AddressInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Postal_AddressInputs = {};
