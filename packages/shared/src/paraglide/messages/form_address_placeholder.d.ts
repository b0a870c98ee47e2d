/**
* | output |
* | --- |
* | "Argwings Kodhek Road, Kilimani, Nairobi" |
*
* @param {Form_Address_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_address_placeholder: ((inputs?: Form_Address_PlaceholderInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Address_PlaceholderInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Address_PlaceholderInputs = {};
