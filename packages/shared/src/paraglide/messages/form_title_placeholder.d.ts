/**
* | output |
* | --- |
* | "e.g. Kilimani Boardroom" |
*
* @param {Form_Title_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_title_placeholder: ((inputs?: Form_Title_PlaceholderInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Title_PlaceholderInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Title_PlaceholderInputs = {};
