/**
* | output |
* | --- |
* | "e.g. K7Q2MX" |
*
* @param {Meeting_Id_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_id_placeholder: ((inputs?: Meeting_Id_PlaceholderInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_Id_PlaceholderInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_Id_PlaceholderInputs = {};
