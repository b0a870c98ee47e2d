/**
* | output |
* | --- |
* | "Owners across eight counties have hosted more than 5,000 hours of interviews, workshops, shoots and celebrations." |
*
* @param {Press_Release_Hours_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_release_hours_text: ((inputs?: Press_Release_Hours_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Press_Release_Hours_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Press_Release_Hours_TextInputs = {};
