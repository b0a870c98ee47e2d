/**
* | output |
* | --- |
* | "Spaces you list leave the catalogue" |
*
* @param {Privacy_Delete_Goes_SpacesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_goes_spaces: ((inputs?: Privacy_Delete_Goes_SpacesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Delete_Goes_SpacesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Delete_Goes_SpacesInputs = {};
