/**
* | output |
* | --- |
* | "“, Kenya” is added when the address does not end with it." |
*
* @param {Form_Address_HintInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_address_hint: ((inputs?: Form_Address_HintInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Address_HintInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Address_HintInputs = {};
