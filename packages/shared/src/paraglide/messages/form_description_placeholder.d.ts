/**
* | output |
* | --- |
* | "What makes it a good place to meet, create or work?" |
*
* @param {Form_Description_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_description_placeholder: ((inputs?: Form_Description_PlaceholderInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Description_PlaceholderInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Description_PlaceholderInputs = {};
