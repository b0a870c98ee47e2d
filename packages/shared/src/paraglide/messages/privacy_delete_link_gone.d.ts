/**
* | output |
* | --- |
* | "This link has run out or been used. Ask again in Settings → Privacy." |
*
* @param {Privacy_Delete_Link_GoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_link_gone: ((inputs?: Privacy_Delete_Link_GoneInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Delete_Link_GoneInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Delete_Link_GoneInputs = {};
