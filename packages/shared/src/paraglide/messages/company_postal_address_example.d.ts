/**
* | output |
* | --- |
* | "P.O. Box 12345-00100, Nairobi" |
*
* @param {Company_Postal_Address_ExampleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_postal_address_example: ((inputs?: Company_Postal_Address_ExampleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Postal_Address_ExampleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Postal_Address_ExampleInputs = {};
