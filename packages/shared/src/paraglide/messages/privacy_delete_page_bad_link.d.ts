/**
* | output |
* | --- |
* | "This link is not complete. Open it from the e-mail again." |
*
* @param {Privacy_Delete_Page_Bad_LinkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_page_bad_link: ((inputs?: Privacy_Delete_Page_Bad_LinkInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Delete_Page_Bad_LinkInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Delete_Page_Bad_LinkInputs = {};
