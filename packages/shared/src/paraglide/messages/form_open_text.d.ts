/**
* | output |
* | --- |
* | "Guests can book only within these hours (Nairobi time) and by these rules." |
*
* @param {Form_Open_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_open_text: ((inputs?: Form_Open_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Open_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Open_TextInputs = {};
